import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Icon } from "./Icon.tsx";
import { Link, useLocation } from "react-router";
import { CONTACT_FORM_ANCHOR, CONTACT_PREFILLED_NOTE, MOBILE_BREAKPOINT_PX, SUCCESS_SCROLL_DELAY_MS } from "../constants.ts";
import {
  CONTACT_TEXT,
  HELP_OPTIONS,
  LOCATION_OPTIONS,
  SOLUTION_CHOICES,
  buildSubject,
  clearErrorsOnChange,
  CONFIRMATION_PATH,
  decodeForm,
  EMPTY_CONTACT,
  emailError,
  encodeForm,
  firstInvalid,
  FORM_ENDPOINT,
  FORM_NAME,
  HONEYPOT_FIELD,
  isEmail,
  requiresDetails,
  showsDetails,
  submittedValues,
  validateContact,
  type ContactErrors,
  type ContactValues,
  type ErrorField,
} from "../../core/contact.ts";
import { intentFromQuery, leadSource, prefillFromQuery } from "../lib/prefill.ts";
import { PREVIOUS_PATH_KEY } from "./ScrollManager.tsx";
import "../styles/contact-form.css";
import { useAfterPress } from "../lib/after-press.ts";
import { REPLAY } from "../lib/replay.ts";

interface ContactFormProps {
  /** The site's info e-mail: the example address of the e-mail error message. */
  exampleEmail: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

type Status = "idle" | "sending" | "success" | "failure";

/**
 * The contact form. A real form in the prerendered page: the static host's
 * form handler finds it there, and without JavaScript the browser posts it and lands on the confirmation
 * page. Once scripts run, it validates itself, posts by fetch and reports the outcome in place.
 */
export function ContactForm({ exampleEmail, labelledBy }: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  // Until scripts run, the browser's own checks (required, type=email) guard the native submission.
  const [scripted, setScripted] = useState(false);
  // Whether the builder's answers were filled in: the form then says so above its fields.
  const [prefilled, setPrefilled] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { search, hash } = useLocation();
  // Once, on the address the page opened with: the prerendered page cannot know it.
  const startFromAddress = useEffectEvent(() => {
    setScripted(true);
    // The form is usable as soon as the page is painted and the scripts load after: anything typed or
    // chosen meanwhile is in the fields but not in the state, which starts from it.
    const fields = formRef.current ? [...new FormData(formRef.current)].map(([name, value]): [string, string] => [name, String(value)]) : [];
    const typed = decodeForm(new URLSearchParams(fields));
    const untouched = JSON.stringify(typed) === JSON.stringify(EMPTY_CONTACT);
    // The builder's answers, when its link brought them and the visitor has not started on the form.
    const prefill = prefillFromQuery(search);
    let previousPath: string | null = null;
    try {
      previousPath = sessionStorage.getItem(PREVIOUS_PATH_KEY);
    } catch {
      // Storage blocked: the referrer is all there is.
    }
    const intent = intentFromQuery(search);
    const source = leadSource({
      fromBuilder: prefill !== null,
      linkedFrom: intent.from,
      previousPath,
      referrer: document.referrer,
      origin: window.location.origin,
    });
    // A hero's assessment link names the location type: the assessment, with that type chosen.
    const linked = intent.location ? { helpWith: "location-assessment", location: intent.location } : {};
    setValues({ ...(untouched && prefill ? { ...EMPTY_CONTACT, ...prefill } : untouched ? { ...typed, ...linked } : typed), source });
    if (untouched && prefill) {
      setPrefilled(true);
      // The builder's link lands on the form itself, not two screens above it.
      if (!hash) document.getElementById(CONTACT_FORM_ANCHOR)?.scrollIntoView({ block: "start" });
    }
  });
  useEffect(() => startFromAddress(), []);

  const uid = useId();
  const idOf = (field: string) => `${uid}-${field}`;
  const errorId = (field: ErrorField) => `${uid}-${field}-error`;
  const focusTargets = useRef<Partial<Record<ErrorField, HTMLElement | null>>>({});
  const target = (field: ErrorField) => (el: HTMLElement | null) => {
    focusTargets.current[field] = el;
  };
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (status !== "success" && status !== "failure") return;
    // The button that had focus was disabled while sending: keep the keyboard where the news is.
    statusRef.current?.focus({ preventScroll: true });
    if (status !== "success" || window.innerWidth >= MOBILE_BREAKPOINT_PX) return;
    // On a phone the cleared form is much shorter and the message may sit off screen.
    const timer = window.setTimeout(() => {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      statusRef.current?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "center" });
    }, SUCCESS_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const update = <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => clearErrorsOnChange(current, field, next));
  };

  const toggleSolution = (solution: string) =>
    update("solutions", values.solutions.includes(solution) ? values.solutions.filter((s) => s !== solution) : [...values.solutions, solution]);

  // Left for a press elsewhere (a box to tick, Send), the field's message waits for that press's click.
  const afterPress = useAfterPress();
  const checkEmailOnBlur = () => {
    const { email } = values;
    afterPress(() => {
      if (email.trim() && !isEmail(email)) setErrors((current) => ({ ...current, email: emailError(exampleEmail) }));
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const found = validateContact(values, exampleEmail);
    // Render the messages first, so the field that gets focus is already described by its error.
    flushSync(() => setErrors(found));
    const invalid = firstInvalid(found);
    if (invalid) {
      // The messages are painted first and the focus follows a frame later: moving it lays out and
      // scrolls the page, which would hold the answer to the tap on a slow phone (decision 030).
      // Scrolled by scrollIntoView, which WebKit does with the scroll margins and focus() does not: the
      // first fields' margin (contact-form.css) keeps the form's heading in view with them, and every
      // field stays clear of the fixed header.
      const field = focusTargets.current[invalid];
      requestAnimationFrame(() =>
        setTimeout(() => {
          field?.focus({ preventScroll: true });
          field?.scrollIntoView({ block: "nearest" });
        }),
      );
      return;
    }
    setStatus("sending");
    try {
      const response = await fetch(FORM_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: encodeForm(values),
      });
      if (!response.ok) throw new Error(`The form handler answered ${response.status}`);
      setValues({ ...EMPTY_CONTACT, source: values.source });
      setStatus("success");
    } catch {
      setStatus("failure");
    }
  }

  /** What ties a control to its error: invalid state and the message as its description. */
  const described = (field: ErrorField, hint?: string) => {
    const ids = [hint, errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ");
    return { "aria-invalid": errors[field] ? true : undefined, "aria-describedby": ids || undefined };
  };
  const fieldError = (field: ErrorField) =>
    errors[field] ? (
      <p className="field__error" id={errorId(field)} role="alert">
        <Icon name="circle-alert" size={18} />
        {errors[field]}
      </p>
    ) : null;
  const requiredMark = (
    <span className="field__required" aria-hidden="true">
      *
    </span>
  );

  const details = showsDetails(values.helpWith);
  const detailsRequired = requiresDetails(values.helpWith);
  const sending = status === "sending";

  return (
    <form
      ref={formRef}
      name={FORM_NAME}
      method="post"
      action={CONFIRMATION_PATH}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
      noValidate={scripted}
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
      className="contact-form"
      onSubmit={submit}
    >
      <input type="hidden" name="form-name" value={FORM_NAME} />
      <input type="hidden" name="subject" value={buildSubject(submittedValues(values))} />
      <input type="hidden" name="source" value={values.source} />
      <p className="contact-form__trap">
        <label>
          Leave this empty:{" "}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={values.botField}
            onChange={(e) => update("botField", e.target.value)}
          />
        </label>
      </p>

      {prefilled ? <p className="contact-form__prefilled">{CONTACT_PREFILLED_NOTE}</p> : null}
      <p className="contact-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={idOf("name")}>Full Name {requiredMark}</label>
          <input
            ref={target("name")}
            id={idOf("name")}
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={(e) => update("name", e.target.value)}
            {...described("name")}
          />
          {fieldError("name")}
        </div>
        <div className="field">
          <label htmlFor={idOf("email")}>Email {requiredMark}</label>
          <input
            ref={target("email")}
            id={idOf("email")}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(e) => update("email", e.target.value)}
            onBlur={checkEmailOnBlur}
            {...described("email")}
          />
          {fieldError("email")}
        </div>
      </div>

      <div className="field contact-form__phone">
        <label htmlFor={idOf("phone")}>
          Phone <span className="field__optional">(optional)</span>
        </label>
        <input
          ref={target("phone")}
          id={idOf("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update("phone", e.target.value)}
          {...described("phone")}
        />
        {fieldError("phone")}
      </div>

      <fieldset className="field contact-form__help">
        <legend>How can we help? {requiredMark}</legend>
        <div className="choices">
          {HELP_OPTIONS.map((option, i) => (
            <label className="choice" key={option.value}>
              <input
                ref={i === 0 ? target("helpWith") : undefined}
                type="radio"
                name="helpWith"
                value={option.value}
                required
                checked={values.helpWith === option.value}
                onChange={() => update("helpWith", option.value)}
                {...described("helpWith")}
              />
              <span className="choice__box">{option.label}</span>
            </label>
          ))}
        </div>
        {fieldError("helpWith")}
      </fieldset>

      <fieldset className="contact-form__details" hidden={!details}>
        <legend>About your location {values.helpWith === "general-inquiry" ? <span className="field__optional">(optional)</span> : null}</legend>
        <div className="contact-form__row">
          <div className="field">
            <label htmlFor={idOf("location")}>Location Type {detailsRequired ? requiredMark : null}</label>
            <select
              ref={target("location")}
              id={idOf("location")}
              name="location"
              aria-required={detailsRequired || undefined}
              value={values.location}
              onChange={(e) => update("location", e.target.value)}
              {...described("location")}
            >
              <option value="">Select a location type</option>
              {LOCATION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {fieldError("location")}
          </div>
          <div className="field">
            <label htmlFor={idOf("businessName")}>Business Name {detailsRequired ? requiredMark : null}</label>
            <input
              ref={target("businessName")}
              id={idOf("businessName")}
              name="businessName"
              type="text"
              autoComplete="organization"
              aria-required={detailsRequired || undefined}
              value={values.businessName}
              onChange={(e) => update("businessName", e.target.value)}
              {...described("businessName")}
            />
            {fieldError("businessName")}
          </div>
        </div>

        <fieldset className="field contact-form__solutions">
          <legend>
            Solutions you are interested in {detailsRequired ? requiredMark : null} <span className="field__optional">(choose all that apply)</span>
          </legend>
          <div className="choices choices--toggles">
            {SOLUTION_CHOICES.map((option, i) => (
              <label className="choice choice--toggle" key={option.value}>
                <input
                  ref={i === 0 ? target("solutions") : undefined}
                  type="checkbox"
                  name="solutions"
                  value={option.value}
                  checked={values.solutions.includes(option.value)}
                  onChange={() => toggleSolution(option.value)}
                  {...described("solutions")}
                />
                <span className="choice__box">
                  <Icon name="check" className="choice__tick" size={18} />
                  {option.label}
                </span>
              </label>
            ))}
          </div>
          {fieldError("solutions")}
        </fieldset>
      </fieldset>

      <div className="field contact-form__message" hidden={!values.helpWith}>
        <label htmlFor={idOf("message")}>
          <span className="contact-form__message-label" hidden={values.helpWith === "other"}>
            Message
          </span>
          <span className="contact-form__message-label contact-form__message-label--other" hidden={values.helpWith !== "other"}>
            {CONTACT_TEXT.otherPrompt}
          </span>
        </label>
        <textarea
          ref={target("message")}
          id={idOf("message")}
          name="message"
          rows={5}
          value={values.message}
          onChange={(e) => update("message", e.target.value)}
          {...described("message")}
        />
        {fieldError("message")}
      </div>

      <div className="contact-form__actions">
        <button type="submit" className="button button--primary contact-form__submit" {...REPLAY} disabled={sending}>
          <Icon name="send" size={18} />
          {sending ? CONTACT_TEXT.sending : CONTACT_TEXT.submit}
        </button>
        <p className="contact-form__privacy">
          How we use your details: <Link to="/privacy">Privacy notice</Link>
        </p>
      </div>

      <div role="status" aria-live="polite" className="contact-form__status-region">
        {status === "success" || status === "failure" ? (
          <p ref={statusRef} tabIndex={-1} className={`contact-form__status contact-form__status--${status}`}>
            {status === "success" ? <Icon name="circle-check" size={22} /> : <Icon name="circle-alert" size={22} />}
            <span>{status === "success" ? CONTACT_TEXT.success : CONTACT_TEXT.failure}</span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
