import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DimensionKey } from '../../../core/dimensions';

/** The 8 Areas page's short introductions (editable content). Warm, plain, never prescriptive. */
export const AREA_DESCRIPTIONS: Record<DimensionKey, MessageDescriptor> = {
  sleep: msg`Rest is where your body repairs and your mind sorts through the day. Good sleep is less about perfect hours and more about a rhythm that leaves you feeling restored. Be patient with yourself here: sleep responds to gentle, steady habits rather than force.`,
  exercise: msg`Movement is any way you use your body, from a walk around the block to stretching, gardening or dancing. It lifts your mood, eases stress and helps you sleep. What matters most is finding movement you enjoy enough to come back to.`,
  diet: msg`How you eat and drink fuels your energy, focus and mood. This area is about nourishment, not rules: regular meals, enough water, and food that makes you feel good. Small additions often help more than strict restrictions.`,
  social: msg`Feeling connected to the people around you, from friends and colleagues to neighbours and communities, is a quiet source of strength. It is not about being busy or popular, but about having enough contact that feels good to you.`,
  achievements: msg`A sense of progress and purpose, at work, in study or in personal goals, helps you feel capable. Achievements come in every size. Noticing the small wins matters as much as reaching the big milestones.`,
  relationships: msg`Your closest bonds, with a partner, family or dear friends, shape how supported and understood you feel. Healthy relationships are built in everyday moments of attention, kindness and honest conversation.`,
  creativity: msg`Creativity is the freedom to play, imagine and make things, whether that is art, music, cooking, writing or finding a fresh way to solve a problem. It refreshes the mind and reconnects you with curiosity.`,
  finance: msg`Feeling steady about money, knowing where you stand and having a plan you can live with, reduces a lot of background worry. This area is about security and peace of mind, not wealth. Every small step towards clarity counts.`,
};
