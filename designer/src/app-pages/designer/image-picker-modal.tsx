import { errorMessage, type Image, type Industry, imageSource } from '@sitewright/model';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '../../api/post-json.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ImageUploadButton, type UploadContext } from './image-upload-button.tsx';
import { imagesApi } from './images-api.ts';

/** What the search modal knows about the website: where uploads go and its trade. */
export interface PickerContext extends UploadContext {
  industry?: Industry | undefined;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; images: Image[] }
  | { status: 'failed'; message: string };

/**
 * "Search": a modal searching the api's image search (Pexels, then Unsplash, else the bundled
 * pictures) with a grid of results; choosing one hands it to `onPick`. An upload from the computer
 * is offered in the same modal. A failed search shows the §8 content-loading error.
 */
export function ImagePickerModal({
  open,
  onClose,
  onPick,
  ctx,
  initialQuery,
  kind = 'gallery',
  title = 'Choose an image',
}: {
  open: boolean;
  onClose(): void;
  onPick(image: Image): void;
  ctx: PickerContext;
  initialQuery: string;
  kind?: 'intro' | 'gallery' | 'banner';
  title?: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const latest = useRef(0);

  const search = async (words: string) => {
    if (!words.trim() && !ctx.industry) return;
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    try {
      const { images } = await imagesApi.search({ query: words, industry: ctx.industry, kind, count: 12 });
      if (ticket === latest.current) setState({ status: 'done', images });
    } catch (err) {
      const message =
        err instanceof ApiError && err.status === 429
          ? err.message
          : errorMessage('image-content-loading-failed');
      if (ticket === latest.current) setState({ status: 'failed', message });
    }
  };

  // Opening the modal searches at once with the words it starts with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it opens
  useEffect(() => {
    if (!open) return;
    setQuery(initialQuery);
    void search(initialQuery);
  }, [open]);

  const choose = (image: Image) => {
    onPick(image);
    onClose();
  };

  // In a portal: the section form is a <form>, and a form may not hold another.
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Modal open={open} onClose={onClose} title={title}>
      <div className="image-picker">
        <form
          className="image-picker__search"
          onSubmit={(event) => {
            event.preventDefault();
            void search(query);
          }}
        >
          <TextField
            label="Search images"
            name="image-query"
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" size="small" disabled={!query.trim() && !ctx.industry}>
            Search
          </Button>
        </form>
        <p className="image-picker__upload">
          Or use your own picture: <ImageUploadButton ctx={ctx} label="Upload an image" onUploaded={choose} />
        </p>
        <div aria-live="polite" className="image-picker__status">
          {state.status === 'loading' && <p>Searching…</p>}
          {state.status === 'failed' && <p className="image-field__error">{state.message}</p>}
          {state.status === 'done' && state.images.length === 0 && <p>No images found. Try other words.</p>}
          {state.status === 'done' && state.images.length > 0 && (
            <p className="visually-hidden">{state.images.length} images found.</p>
          )}
        </div>
        {state.status === 'done' && state.images.length > 0 && (
          <ul className="image-picker__results" aria-label="Search results">
            {state.images.map((image, index) => (
              <li key={imageSource(image)}>
                <button
                  type="button"
                  className="image-picker__choice"
                  aria-label={`Choose image ${index + 1}: ${image.description || 'no description'}`}
                  onClick={() => choose(image)}
                >
                  <img src={imageSource(image, 'small')} alt="" loading="lazy" />
                </button>
                <span className="image-picker__credit">
                  {image.provider === 'Custom' ? '' : image.provider}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>,
    document.body,
  );
}

/** What a control asks the shared picker for. */
export interface PickRequest {
  initialQuery: string;
  kind?: 'intro' | 'gallery' | 'banner';
  title?: string;
  onPick(image: Image): void;
}

const PickerContextValue = createContext<((request: PickRequest) => void) | null>(null);

/** One search modal for a whole form: `useImagePicker()(request)` opens it for one control. */
export function ImagePickerProvider({ ctx, children }: { ctx: PickerContext; children: ReactNode }) {
  const [request, setRequest] = useState<PickRequest | null>(null);
  const [open, setOpen] = useState(false);
  const openPicker = useCallback((next: PickRequest) => {
    setRequest(next);
    setOpen(true);
  }, []);
  return (
    <PickerContextValue.Provider value={openPicker}>
      {children}
      <ImagePickerModal
        open={open}
        onClose={() => setOpen(false)}
        onPick={(image) => request?.onPick(image)}
        ctx={ctx}
        initialQuery={request?.initialQuery ?? ''}
        {...(request?.kind ? { kind: request.kind } : {})}
        {...(request?.title ? { title: request.title } : {})}
      />
    </PickerContextValue.Provider>
  );
}

/** Opens the form's image search modal. */
export function useImagePicker(): (request: PickRequest) => void {
  const open = useContext(PickerContextValue);
  if (!open) throw new Error('useImagePicker must be used inside <ImagePickerProvider>.');
  return open;
}
