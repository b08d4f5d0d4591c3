import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isDimensionKey, type DimensionKey } from '../../../core/dimensions';

/**
 * The rating sheet's guidance for each area: the question the slider answers, a gentle prompt for
 * "Where to start", and the three fixed Things To Consider tips of docs/product.md §2. Editable content: keep each
 * tip kind, concrete and small enough to try this week.
 */
export interface AreaGuidance {
  question: string;
  whereToStartHint: string;
  tips: readonly [string, string, string];
}

interface GuidanceMessages {
  question: MessageDescriptor;
  whereToStartHint: MessageDescriptor;
  tips: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
}

const AREA_GUIDANCE: Record<DimensionKey, GuidanceMessages> = {
  sleep: {
    question: msg`How satisfied are you with your sleep lately?`,
    whereToStartHint: msg`e.g. Put my phone on charge outside the bedroom tonight`,
    tips: [
      msg`Aim for a similar wake-up time each day, even after a short night. A steady morning anchors the whole rhythm.`,
      msg`Give yourself a 30-minute wind-down: dim the lights, put screens away and do something calm.`,
      msg`If you lie awake for a long while, get up and read somewhere quiet until you feel sleepy again. Rest still counts.`,
    ],
  },
  exercise: {
    question: msg`How satisfied are you with how much you move?`,
    whereToStartHint: msg`e.g. A ten-minute walk after lunch on weekdays`,
    tips: [
      msg`Movement does not have to be a workout. A walk, stretching or dancing in the kitchen all count.`,
      msg`Attach a little movement to something you already do, like stretching while the kettle boils.`,
      msg`Notice how you feel afterwards rather than how far or fast you went. Enjoyment is what keeps you going.`,
    ],
  },
  diet: {
    question: msg`How satisfied are you with how you eat and drink?`,
    whereToStartHint: msg`e.g. Keep a glass of water on my desk`,
    tips: [
      msg`Add before you subtract: one extra portion of fruit or vegetables is an easier start than cutting things out.`,
      msg`Eat at least one meal a day without a screen, and notice the taste, the texture and when you feel full.`,
      msg`Keep water within reach. Mild thirst often shows up as tiredness or a foggy head.`,
    ],
  },
  social: {
    question: msg`How satisfied are you with your social life?`,
    whereToStartHint: msg`e.g. Send a message to a friend I miss`,
    tips: [
      msg`A short message to someone you have been thinking about can mean more to them than you expect.`,
      msg`Small everyday chats, with a neighbour, a barista or a colleague, quietly add to a sense of belonging.`,
      msg`It is fine to protect your energy. Choose the company that leaves you feeling more like yourself.`,
    ],
  },
  achievements: {
    question: msg`How satisfied are you with what you are achieving?`,
    whereToStartHint: msg`e.g. Break my project into three small steps`,
    tips: [
      msg`Write down three things you got done today, however small. Progress is easier to see on paper.`,
      msg`Break a big goal into a first step you could finish in under fifteen minutes.`,
      msg`Measure yourself against where you were a month ago, not against someone else’s highlights.`,
    ],
  },
  relationships: {
    question: msg`How satisfied are you with your close relationships?`,
    whereToStartHint: msg`e.g. Ask my partner about their day and really listen`,
    tips: [
      msg`Give someone close your full attention for ten minutes today: phone away, curious questions.`,
      msg`Say out loud something you appreciate about them. Kind words that stay unspoken do not reach anyone.`,
      msg`When things feel tense, try “I feel… when…” rather than “You always…”. It invites listening.`,
    ],
  },
  creativity: {
    question: msg`How satisfied are you with your creative life?`,
    whereToStartHint: msg`e.g. Ten minutes of sketching on Sunday morning`,
    tips: [
      msg`Creativity is not only art: cooking, gardening, fixing things and solving problems all count.`,
      msg`Set aside a small, regular pocket of time to make something with no goal of it being good.`,
      msg`Try something new on a small scale, like a different route, a new recipe or an unfamiliar song.`,
    ],
  },
  finance: {
    question: msg`How satisfied are you with your finances?`,
    whereToStartHint: msg`e.g. List my regular subscriptions this weekend`,
    tips: [
      msg`Looking at your money is an act of care. A short weekly check-in is gentler than a big yearly reckoning.`,
      msg`Review your subscriptions and regular payments, and keep only the ones that still earn their place.`,
      msg`Even a small automatic transfer into savings builds a cushion, and a feeling of steadiness with it.`,
    ],
  },
};

/**
 * The guidance of an area in the reader's language: the built-in area's own (whatever the person calls
 * it), or, for an area of one's own, a question with its label and tips that fit any area (decision 351).
 */
export function guidanceFor(key: string, label: string, i18n: I18n): AreaGuidance {
  const messages: GuidanceMessages = isDimensionKey(key)
    ? AREA_GUIDANCE[key]
    : {
        question: msg`How satisfied are you with ${label} lately?`,
        whereToStartHint: msg`e.g. One small thing I could do this week`,
        tips: [
          msg`Think about what a good week in this area looks like for you, in your own words.`,
          msg`Notice one thing that already helps here, however small, and make a little more room for it.`,
          msg`Choose one step small enough to try this week. Small steps count.`,
        ],
      };
  const [a, b, c] = messages.tips;
  return {
    question: i18n._(messages.question),
    whereToStartHint: i18n._(messages.whereToStartHint),
    tips: [i18n._(a), i18n._(b), i18n._(c)],
  };
}
