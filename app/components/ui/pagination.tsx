import { MAX_PAGE_BUTTONS, MAX_PAGE_BUTTONS_NARROW, pageButtons, type PageButton } from "#app/domain/pagination.ts";
import { pagination as paginationWords } from "#words/pagination.ts";
import { cx } from "./cx.ts";
import { Icon } from "./icon.tsx";

const buttonBase =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-control border px-3 text-sm font-semibold tabular transition-colors";

/**
 * Page buttons with ellipsis (rules in #app/domain/pagination): up to 5 numbers, 3 under 640 px; the first
 * and last page are always reachable. Both sets are rendered and one is hidden by CSS, so the
 * pre-rendered HTML and the hydrated page agree.
 */
export function Pagination({
  page,
  pages,
  onPageChange,
  label = paginationWords.label,
  className,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={cx("flex items-center justify-center gap-1.5", className)}>
      <button
        type="button"
        className={cx(buttonBase, "border-ink-300 bg-white text-ink-700 hover:border-brand-600 disabled:opacity-50")}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={paginationWords.previous}
      >
        <Icon name="ChevronLeft" className="size-4" />
      </button>
      <PageList
        buttons={pageButtons(page, pages, MAX_PAGE_BUTTONS_NARROW)}
        page={page}
        onPageChange={onPageChange}
        className="flex sm:hidden"
      />
      <PageList buttons={pageButtons(page, pages, MAX_PAGE_BUTTONS)} page={page} onPageChange={onPageChange} className="hidden sm:flex" />
      <button
        type="button"
        className={cx(buttonBase, "border-ink-300 bg-white text-ink-700 hover:border-brand-600 disabled:opacity-50")}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pages}
        aria-label={paginationWords.next}
      >
        <Icon name="ChevronRight" className="size-4" />
      </button>
    </nav>
  );
}

function PageList({
  buttons,
  page,
  onPageChange,
  className,
}: {
  buttons: PageButton[];
  page: number;
  onPageChange: (page: number) => void;
  className: string;
}) {
  return (
    <ul className={cx("items-center gap-1.5", className)}>
      {buttons.map((button) =>
        typeof button === "number" ? (
          <li key={button}>
            <button
              type="button"
              onClick={() => onPageChange(button)}
              aria-label={paginationWords.page(button)}
              aria-current={button === page ? "page" : undefined}
              className={cx(
                buttonBase,
                button === page
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-ink-300 bg-white text-ink-700 hover:border-brand-600 hover:text-brand-800",
              )}
            >
              {button}
            </button>
          </li>
        ) : (
          <li key={button} aria-hidden="true" className="px-1 text-ink-500">
            …
          </li>
        ),
      )}
    </ul>
  );
}
