import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from "react";
import { CAROUSEL_AUTOPLAY_MS } from "../constants.ts";
import type { BuiltImage } from "../../core/content-types.ts";
import { Img } from "./Img.tsx";
import "../styles/carousel.css";
import { REPLAY } from "../lib/replay.ts";

interface CarouselProps {
  images: BuiltImage[];
  effect?: "slide" | "fade";
  /** Plays the slideshow from the start, with its pause button (reduced motion: still until played). */
  autoplay?: boolean;
  /** Slides side by side from 1024 px up (768 px: at most 2; below: 1). */
  slidesPerView?: number;
  /** Gap between slides in px from 1024 px up (768 px: 30; below: 20). */
  spaceBetween?: number;
  /** `fit` shows the whole picture without ever enlarging it past its own size; `contain` (the default) shows it whole. */
  imageFit?: "cover" | "contain" | "fit";
  /** CSS aspect-ratio of one slide; reserves the space before any picture arrives. */
  aspectRatio?: string;
  /** Accessible name of the carousel, e.g. "Our team at work". */
  label: string;
  /** The carousel is on the first screen: its first picture loads at once. */
  priority?: boolean;
  className?: string;
}

/** Dots shown around the active one; the others are hidden (Swiper's "dynamic bullets"). */
const BULLET_WINDOW = 5;
/** How far a swipe must travel, in px, to change slides. */
const SWIPE_PX = 40;

/** Signed circular distance from `from` to `to`, the short way round. */
function circular(from: number, to: number, n: number) {
  let d = (((to - from) % n) + n) % n;
  if (d > n / 2) d -= n;
  return d;
}

/** Visible slides at the current width, mirroring the CSS breakpoints in carousel.css. */
function useSlidesPerView(slidesPerView: number) {
  const [perView, setPerView] = useState(1);
  useEffect(() => {
    const md = window.matchMedia("(min-width: 768px)");
    const lg = window.matchMedia("(min-width: 1024px)");
    const update = () => setPerView(lg.matches ? slidesPerView : md.matches ? Math.min(2, slidesPerView) : 1);
    update();
    md.addEventListener("change", update);
    lg.addEventListener("change", update);
    return () => {
      md.removeEventListener("change", update);
      lg.removeEventListener("change", update);
    };
  }, [slidesPerView]);
  return perView;
}

/**
 * An image carousel: arrows, dynamic bullets, an endless loop, and a slideshow
 * every 4 s that plays from the start and pauses while the pointer is over the pictures, while keyboard
 * focus is inside, or at the visitor's request with its pause button (WCAG 2.2.2). A visitor who asks for
 * reduced motion finds it still, with a play button.
 *
 * Every slide sits in the same grid cell and is shifted sideways by its circular distance from the active
 * one, so the loop never runs out of slides and the first slide is in place in the prerendered HTML.
 */
export function Carousel({
  images,
  effect = "slide",
  autoplay = true,
  slidesPerView = 1,
  spaceBetween = 30,
  imageFit = "contain",
  aspectRatio = "16 / 9",
  label,
  priority = false,
  className = "",
}: CarouselProps) {
  const n = images.length;
  const fade = effect === "fade";
  const perView = useSlidesPerView(fade ? 1 : Math.max(1, Math.min(slidesPerView, n)));
  // `from` is the slide shown before the last move: slides that wrap round to the other end jump there
  // unseen instead of sliding across the frame.
  const [{ index, from }, setPosition] = useState({ index: 0, from: 0 });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState(autoplay);
  const pointerStart = useRef<number | null>(null);
  const sizes = perView > 1 ? `(min-width: 1024px) ${Math.round(100 / slidesPerView)}vw, (min-width: 768px) 50vw, 100vw` : "(min-width: 1240px) 1200px, 100vw";

  const goTo = useCallback((target: number) => setPosition((p) => ({ index: ((target % n) + n) % n, from: p.index })), [n]);
  const next = useCallback(() => setPosition((p) => ({ index: (p.index + 1) % n, from: p.index })), [n]);
  const prev = useCallback(() => setPosition((p) => ({ index: (p.index - 1 + n) % n, from: p.index })), [n]);

  // Motion is opt-out: with reduced motion asked for, the slideshow waits for the play button.
  useEffect(() => {
    if (autoplay && window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, [autoplay]);

  // Each slide change restarts the 4 s delay, so a click never cuts the next slide short.
  const running = playing && !hovered && !focused && n > 1;
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(next, CAROUSEL_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, next]);

  const step = circular(from, index, n);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      next();
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      prev();
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") pointerStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (pointerStart.current === null) return;
    const dx = e.clientX - pointerStart.current;
    pointerStart.current = null;
    if (dx <= -SWIPE_PX) next();
    else if (dx >= SWIPE_PX) prev();
  };

  // A window of dots around the active one, kept inside the list at both ends.
  const firstBullet = Math.max(0, Math.min(index - Math.floor(BULLET_WINDOW / 2), n - BULLET_WINDOW));

  const style = {
    "--carousel-ratio": aspectRatio,
    "--carousel-spv": Math.max(1, Math.min(slidesPerView, n)),
    "--carousel-spv-md": Math.max(1, Math.min(2, slidesPerView, n)),
    "--carousel-gap": `${spaceBetween}px`,
  } as CSSProperties;

  return (
    <section
      className={`carousel carousel--${fade ? "fade" : "slide"} carousel--fit-${imageFit} ${className}`.trim()}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      // Keyboard focus pauses the slideshow, except on the play button, which has just been asked to play;
      // a mouse click on an arrow does not (the pointer over the pictures already does).
      onFocus={(e) => setFocused(e.target.matches(":focus-visible") && !e.target.classList.contains("carousel__play"))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="carousel__frame"
        onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
        onPointerLeave={(e) => e.pointerType === "mouse" && setHovered(false)}
      >
        <div
          className="carousel__viewport"
          aria-live={running ? "off" : "polite"}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (pointerStart.current = null)}
        >
          {images.map((image, i) => {
            // Fading slides change places unseen: the incoming and outgoing ones sit in the frame, the
            // rest wait outside it, where lazy pictures are not fetched before their turn.
            const offset = fade && (i === index || i === from) ? 0 : circular(index, i, n);
            const visible = fade ? i === index : offset >= 0 && offset < perView;
            // Only the visible slides and their neighbours show their picture: the rest stay undisplayed,
            // so their lazy pictures wait for their turn instead of loading with the page.
            const near = fade ? i === index || i === from || Math.abs(circular(index, i, n)) === 1 : offset >= -1 && offset <= perView;
            const wrapped = !fade && offset !== circular(from, i, n) - step;
            return (
              <div
                key={`${image.src}-${i}`}
                className={`carousel__slide${visible ? " is-visible" : ""}${near ? " is-near" : ""}${i === index ? " is-active" : ""}${wrapped ? " is-wrapping" : ""}`}
                style={{ "--carousel-offset": offset } as CSSProperties}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${n}${image.title ? `: ${image.title}` : ""}`}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                <Img image={image} sizes={sizes} priority={priority && i === 0} className="carousel__image" />
              </div>
            );
          })}
        </div>
      </div>
      {n > 1 && (
        // The arrows sit in the row under the pictures, never on the artwork.
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow carousel__arrow--prev" {...REPLAY} onClick={prev} aria-label="Previous slide">
            <ChevronLeft aria-hidden="true" width={24} height={24} />
          </button>
          {autoplay && (
            <button
              type="button"
              className="carousel__play"
              {...REPLAY}
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? "Pause slideshow" : "Play slideshow"}
            >
              {playing ? <Pause aria-hidden="true" width={16} height={16} /> : <Play aria-hidden="true" width={16} height={16} />}
            </button>
          )}
          <div className="carousel__bullets" role="group" aria-label="Choose a slide">
            {images.map((image, i) => {
              const shown = n <= BULLET_WINDOW || (i >= firstBullet && i < firstBullet + BULLET_WINDOW);
              const distance = Math.abs(i - index);
              return (
                <button
                  key={`${image.src}-${i}`}
                  type="button"
                  className={`carousel__bullet carousel__bullet--d${Math.min(distance, 2)}`}
                  {...REPLAY}
                  onClick={() => goTo(i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === index ? "true" : undefined}
                  hidden={!shown}
                />
              );
            })}
          </div>
          <button type="button" className="carousel__arrow carousel__arrow--next" {...REPLAY} onClick={next} aria-label="Next slide">
            <ChevronRight aria-hidden="true" width={24} height={24} />
          </button>
        </div>
      )}
      {images.some((image) => image.title || image.description) && (
        // Every caption shares one grid cell, so the block is as tall as the longest and never jumps; shown
        // at every width, with or without a mouse.
        <div className="carousel__captions">
          {images.map((image, i) => (
            <div key={`${image.src}-${i}`} className={`carousel__caption${i === index ? " is-active" : ""}`} aria-hidden={i === index ? undefined : true}>
              {image.title && <p className="carousel__title">{image.title}</p>}
              {image.description && <p className="carousel__description">{image.description}</p>}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
