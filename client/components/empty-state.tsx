import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { IconBubble } from './ui/icon-bubble';

/** A screen with nothing to show yet: an icon, what is missing, a line of encouragement and the way to start. */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <IconBubble icon={icon} className="mb-4 size-16 rounded-full" iconClassName="size-7" />
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">{children}</p>
      {action}
    </Card>
  );
}
