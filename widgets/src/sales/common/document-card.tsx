import { type ReactNode, type Ref, useId } from 'react';

interface DocumentCardProps {
  title: string;
  children: ReactNode;
  /** For the Actions card, whose heading takes the focus when the pressed button goes away. */
  sectionRef?: Ref<HTMLElement>;
  focusableHeading?: boolean;
}

/** A card of the return and collection pages: a region named by its heading. */
export const DocumentCard = ({ title, children, sectionRef, focusableHeading }: DocumentCardProps) => {
  const id = useId();
  return (
    <section ref={sectionRef} className="bo-card" aria-labelledby={id}>
      <h2 id={id} className="bo-card-title" tabIndex={focusableHeading ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
};
