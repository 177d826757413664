import { PREFERENCES, RECOMMENDATION_CHOICES, SPACE_TYPES, TEAM_SIZES, WIZARD_STEPS } from "../constants.ts";
import { hrefOf } from "../../core/routes.ts";

export type TeamSize = (typeof TEAM_SIZES)[number];
export type SpaceType = (typeof SPACE_TYPES)[number]["value"];
export type Preference = (typeof PREFERENCES)[number]["value"];

export interface WizardAnswers {
  teamSize: TeamSize;
  spaceType: SpaceType;
  preferences: readonly Preference[];
}

export type RecommendationId = keyof typeof RECOMMENDATION_CHOICES;

export interface Recommendation {
  id: RecommendationId;
  name: string;
  description: string;
  /** The solution page that explains it; none for the custom solution, which is a conversation. */
  path?: string;
}

interface Rule extends Recommendation {
  teamSizes: readonly TeamSize[];
  spaceTypes: readonly SpaceType[];
  /** Passes when no preference is chosen or any of these is. */
  preferences: readonly Preference[];
}

const ALL_PREFERENCES = PREFERENCES.map((p) => p.value);

/** Which solutions fit which answers, row by row, in the order results are shown. */
export const RULES: readonly Rule[] = [
  {
    id: "smart-store-700",
    name: RECOMMENDATION_CHOICES["smart-store-700"].name,
    description:
      "Our largest AI-assisted smart store: a tall, cashless cabinet that holds full meals, snacks and drinks for a busy workforce, in single to quad configurations.",
    path: hrefOf("solutions", "smart-stores"),
    teamSizes: ["76-150", "150+"],
    spaceTypes: ["corridor", "large", "dedicated"],
    preferences: ALL_PREFERENCES,
  },
  {
    id: "micro-market",
    name: RECOMMENDATION_CHOICES["micro-market"].name,
    description: "A self-service convenience store with open shelves, fresh-food coolers and a self-checkout kiosk, sized to your room and headcount.",
    path: hrefOf("solutions", "micro-markets"),
    teamSizes: ["26-75", "76-150", "150+"],
    spaceTypes: ["room", "dedicated"],
    preferences: ALL_PREFERENCES,
  },
  {
    id: "smart-store-600",
    name: RECOMMENDATION_CHOICES["smart-store-600"].name,
    description: "A compact smart store that fits a lobby or small breakroom: tap a card or phone, take what you want and pay only for what leaves the shelf.",
    path: hrefOf("solutions", "smart-stores"),
    teamSizes: ["1-25", "26-75", "76-150"],
    spaceTypes: ["lobby", "dedicated"],
    preferences: ALL_PREFERENCES,
  },
  {
    id: "smart-coolers",
    name: RECOMMENDATION_CHOICES["smart-coolers"].name,
    description: "A drop-in computer-vision cooler with a 28 cu. ft. interior for fresh meals, healthy snacks and cold drinks around the clock.",
    path: hrefOf("solutions", "smart-coolers"),
    teamSizes: ["1-25", "26-75", "76-150"],
    spaceTypes: ["corner", "room", "corridor", "dedicated"],
    preferences: ["healthy", "fresh", "payment", "classic"],
  },
  {
    id: "smart-traditional-vending",
    name: RECOMMENDATION_CHOICES["smart-traditional-vending"].name,
    description: "Familiar snack, beverage and combo machines upgraded with cashless readers and cellular remote monitoring, so they never sit empty.",
    path: hrefOf("solutions", "smart-vending"),
    teamSizes: TEAM_SIZES,
    spaceTypes: ["corner", "corridor"],
    preferences: ["classic"],
  },
];

export const CUSTOM_SOLUTION: Recommendation = {
  id: "custom-solution",
  name: RECOMMENDATION_CHOICES["custom-solution"].name,
  description:
    "Your space and team call for something tailored. We will visit, look at your layout and traffic, and design a combination of equipment that fits.",
};

/** Every row of the table that matches the answers, in table order; the custom solution when none does. */
export function recommend({ teamSize, spaceType, preferences }: WizardAnswers): Recommendation[] {
  const matches = RULES.filter(
    (rule) =>
      rule.teamSizes.includes(teamSize) &&
      rule.spaceTypes.includes(spaceType) &&
      (preferences.length === 0 || preferences.some((p) => rule.preferences.includes(p))),
  ).map(({ id, name, description, path }): Recommendation => ({ id, name, description, path }));
  return matches.length ? matches : [CUSTOM_SOLUTION];
}

export const WIZARD_STEP_COUNT = WIZARD_STEPS.length;

/** The builder's answers: nothing of them is stored or sent. */
export interface WizardState {
  currentStep: number;
  teamSize: TeamSize | null;
  spaceType: SpaceType | null;
  preferences: Preference[];
  completed: boolean;
}

export type WizardAction =
  | { type: "teamSize"; value: TeamSize }
  | { type: "spaceType"; value: SpaceType }
  | { type: "togglePreference"; value: Preference }
  | { type: "next" }
  | { type: "previous" }
  | { type: "reset" };

export const initialWizardState: WizardState = { currentStep: 1, teamSize: null, spaceType: null, preferences: [], completed: false };

/** Whether Next (or Get Results) may be pressed: a choice on steps 1 and 2, always on step 3. */
export function canAdvance(state: WizardState): boolean {
  if (state.completed) return false;
  if (state.currentStep === 1) return state.teamSize !== null;
  if (state.currentStep === 2) return state.spaceType !== null;
  return true;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "teamSize":
      return { ...state, teamSize: action.value };
    case "spaceType":
      return { ...state, spaceType: action.value };
    case "togglePreference": {
      const has = state.preferences.includes(action.value);
      // Kept in the order of the options, whatever order they were ticked in.
      const preferences = ALL_PREFERENCES.filter((p) => (p === action.value ? !has : state.preferences.includes(p)));
      return { ...state, preferences };
    }
    case "next":
      if (!canAdvance(state)) return state;
      return state.currentStep < WIZARD_STEP_COUNT ? { ...state, currentStep: state.currentStep + 1 } : { ...state, completed: true };
    case "previous":
      if (state.completed || state.currentStep === 1) return state;
      return { ...state, currentStep: state.currentStep - 1 };
    case "reset":
      return initialWizardState;
  }
}

/** The answers once the wizard is complete, for `recommend`. */
export function answersOf(state: WizardState): WizardAnswers | null {
  if (!state.completed || !state.teamSize || !state.spaceType) return null;
  return { teamSize: state.teamSize, spaceType: state.spaceType, preferences: state.preferences };
}

/**
 * Where the results' contact link goes: /contact with the recommendations and the answers in the query
 * (`solutions=smart-store-700,micro-market&team=76-150&space=dedicated&prefs=coffee`), which the contact
 * form turns into ticked solutions and a first message (src/lib/prefill.ts).
 */
export function contactLink(contactPath: string, answers: WizardAnswers, results: readonly Recommendation[]): string {
  const query = new URLSearchParams({ solutions: results.map((r) => r.id).join(","), team: answers.teamSize, space: answers.spaceType });
  if (answers.preferences.length) query.set("prefs", answers.preferences.join(","));
  // Commas are safe in a query and keep the address readable.
  return `${contactPath}?${query.toString().replace(/%2C/g, ",")}`;
}
