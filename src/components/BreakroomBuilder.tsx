import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { useEffect, useReducer, useRef } from "react";
import { Link } from "react-router";
import { PREFERENCES, SPACE_TYPES, TEAM_SIZES, WIZARD_PREFERENCES_HINT, WIZARD_STEPS } from "../constants.ts";
import { answersOf, canAdvance, contactLink, initialWizardState, recommend, WIZARD_STEP_COUNT, wizardReducer } from "../lib/wizard.ts";
import "../styles/builder.css";
import { REPLAY } from "../lib/replay.ts";

interface BreakroomBuilderProps {
  /** Where the results send people who want to go ahead. */
  contactPath?: string;
}

/** Whether an element is wholly on screen, clear of the fixed header and of a phone's bottom call bar. */
function inView(el: HTMLElement): boolean {
  const box = el.getBoundingClientRect();
  const top = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
  const bar = document.querySelector(".call-bar");
  const bottom = Math.min(window.innerHeight, bar && getComputedStyle(bar).display !== "none" ? bar.getBoundingClientRect().top : Infinity);
  return box.top >= top && box.bottom <= bottom;
}

/**
 * The three-step breakroom builder. Everything happens in the browser:
 * answers are neither stored nor sent, only carried in the results' contact link for the form to prefill.
 */
export function BreakroomBuilder({ contactPath = "/contact" }: BreakroomBuilderProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const contactRef = useRef<HTMLAnchorElement>(null);
  const mounted = useRef(false);
  const { currentStep, completed } = state;

  // The first step is usable as soon as the page is painted, and its scripts load after: a team size
  // chosen meanwhile is checked in the page but not yet in the state, which starts from it.
  useEffect(() => {
    const chosen = formRef.current?.querySelector<HTMLInputElement>('input[name="teamSize"]:checked')?.value;
    const size = TEAM_SIZES.find((s) => s === chosen);
    if (size) dispatch({ type: "teamSize", value: size });
  }, []);

  // After a step change, put focus on the new step's heading so keyboard and screen-reader users
  // continue from there instead of from a button that may have just disappeared.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    headingRef.current?.focus();
    // The results' contact link in the first screen, under the fixed header and above a phone's call bar.
    if (completed && contactRef.current && !inView(contactRef.current)) {
      headingRef.current?.scrollIntoView({ block: "start" });
      if (!inView(contactRef.current)) contactRef.current.scrollIntoView({ block: "nearest" });
    }
  }, [currentStep, completed]);

  const answers = answersOf(state);
  const results = answers ? recommend(answers) : [];
  const step = WIZARD_STEPS[currentStep - 1];
  const waiting = !completed && !canAdvance(state);
  const status = completed ? `All ${WIZARD_STEP_COUNT} steps complete: your results are ready` : `Step ${currentStep} of ${WIZARD_STEP_COUNT}`;

  return (
    <div className="builder">
      <div className="builder__progress">
        <ol className="builder__steps">
          {WIZARD_STEPS.map((s, i) => {
            const n = i + 1;
            const done = completed || n < currentStep;
            const current = !completed && n === currentStep;
            return (
              <li key={s.label} className={`builder__step${done ? " is-done" : ""}${current ? " is-current" : ""}`} aria-current={current ? "step" : undefined}>
                <span className="builder__dot" aria-hidden="true">
                  {done ? <Check width={18} height={18} strokeWidth={3} /> : n}
                </span>
                <span className="builder__step-label">
                  {s.label}
                  {done && <span className="visually-hidden"> (completed)</span>}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="builder__status" aria-live="polite" aria-atomic="true">
          {status}
        </p>
      </div>

      {completed ? (
        <div className="builder__results">
          <h3 ref={headingRef} tabIndex={-1} className="builder__heading">
            {results.length > 1 ? "Our Recommendations" : "Our Recommendation"}
          </h3>
          <p className="builder__summary">
            For {answers!.teamSize} employees in a {SPACE_TYPES.find((s) => s.value === answers!.spaceType)!.label.toLowerCase()}
            {answers!.preferences.length
              ? `, with a focus on ${answers!.preferences.map((p) => PREFERENCES.find((o) => o.value === p)!.label.toLowerCase()).join(", ")}`
              : ""}
            :
          </p>
          <p className="builder__next">
            <Link ref={contactRef} to={contactLink(contactPath, answers!, results)} className="button button--primary">
              Talk to Us About Your Breakroom
              <ArrowRight aria-hidden="true" width={18} height={18} />
            </Link>
          </p>
          <ul className="builder__recs" role="list">
            {results.map((rec) => (
              <li key={rec.id} className="builder__rec">
                <h4>{rec.name}</h4>
                <p>{rec.description}</p>
                {rec.path && (
                  <Link to={rec.path} className="builder__rec-link">
                    Learn about {rec.name}
                    <ArrowRight aria-hidden="true" width={16} height={16} />
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className="builder__actions">
            <button type="button" className="button button--secondary" {...REPLAY} onClick={() => dispatch({ type: "reset" })}>
              Start Over
            </button>
          </div>
        </div>
      ) : (
        <form
          ref={formRef}
          className="builder__form"
          aria-label="Breakroom builder"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch({ type: "next" });
          }}
        >
          <fieldset className="builder__fieldset" aria-describedby={currentStep === 3 ? "builder-hint" : undefined}>
            <legend className="builder__legend">
              <h3 ref={headingRef} tabIndex={-1} className="builder__heading">
                {step.question}
              </h3>
            </legend>
            {currentStep === 3 && (
              <p id="builder-hint" className="builder__hint">
                {WIZARD_PREFERENCES_HINT}
              </p>
            )}
            <div className={`builder__options builder__options--step${currentStep}`}>
              {currentStep === 1 &&
                TEAM_SIZES.map((size) => (
                  <label key={size} className="builder__option">
                    <input
                      type="radio"
                      name="teamSize"
                      value={size}
                      checked={state.teamSize === size}
                      onChange={() => dispatch({ type: "teamSize", value: size })}
                    />
                    <span>{size} employees</span>
                  </label>
                ))}
              {currentStep === 2 &&
                SPACE_TYPES.map((space) => (
                  <label key={space.value} className="builder__option">
                    <input
                      type="radio"
                      name="spaceType"
                      value={space.value}
                      checked={state.spaceType === space.value}
                      onChange={() => dispatch({ type: "spaceType", value: space.value })}
                      aria-labelledby={`space-${space.value}`}
                      aria-describedby={`space-${space.value}-hint`}
                    />
                    <span className="builder__option-text">
                      <span id={`space-${space.value}`}>{space.label}</span>
                      <span id={`space-${space.value}-hint`} className="builder__option-hint">
                        {space.hint}
                      </span>
                    </span>
                  </label>
                ))}
              {currentStep === 3 &&
                PREFERENCES.map((pref) => (
                  <label key={pref.value} className="builder__option builder__option--check">
                    <input
                      type="checkbox"
                      name="preferences"
                      value={pref.value}
                      checked={state.preferences.includes(pref.value)}
                      onChange={() => dispatch({ type: "togglePreference", value: pref.value })}
                    />
                    <span>{pref.label}</span>
                  </label>
                ))}
            </div>
          </fieldset>
          {/* A button that waits says so: a disabled look of its own, and a Next that waits names what it waits for. */}
          <div className="builder__actions">
            <button type="button" className="button button--secondary" {...REPLAY} disabled={currentStep === 1} onClick={() => dispatch({ type: "previous" })}>
              Previous
            </button>
            <button
              type="submit"
              className="button button--primary"
              {...REPLAY}
              disabled={waiting}
              aria-describedby={waiting ? "builder-to-continue" : undefined}
            >
              {currentStep === WIZARD_STEP_COUNT ? "Get Results" : "Next"}
            </button>
            {waiting ? (
              <p id="builder-to-continue" className="builder__to-continue">
                {step.toContinue}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
