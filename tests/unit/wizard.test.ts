import { describe, expect, it } from "vitest";
import { SPACE_TYPES, TEAM_SIZES } from "../../src/constants.ts";
import {
  canAdvance,
  initialWizardState,
  recommend,
  wizardReducer,
  type Preference,
  type SpaceType,
  type TeamSize,
  type WizardAction,
} from "../../src/lib/wizard.ts";

const names = (teamSize: TeamSize, spaceType: SpaceType, preferences: Preference[] = []) => recommend({ teamSize, spaceType, preferences }).map((r) => r.name);

const ALL_SIZES = TEAM_SIZES.map((s) => s);
const ALL_SPACES = SPACE_TYPES.map((s) => s.value);

/** Asserts a row appears for exactly the sizes and spaces the table lists, with no preference chosen. */
function expectRowCovers(name: string, sizes: TeamSize[], spaces: SpaceType[]) {
  for (const size of ALL_SIZES) {
    for (const space of ALL_SPACES) {
      const expected = sizes.includes(size) && spaces.includes(space);
      expect(names(size, space).includes(name), `${name} for ${size} in ${space}`).toBe(expected);
    }
  }
}

describe("breakroom builder recommendations", () => {
  it("recommends a Smart Store 700 for 76-150 or 150+ people in a corridor, large area or dedicated space", () => {
    expectRowCovers("Smart Store 700", ["76-150", "150+"], ["corridor", "large", "dedicated"]);
    expect(names("150+", "large", ["coffee"])).toEqual(["Smart Store 700"]);
  });

  it("recommends a Micro Market for 26-75, 76-150 or 150+ people in a dedicated room or space", () => {
    expectRowCovers("Micro Market", ["26-75", "76-150", "150+"], ["room", "dedicated"]);
    expect(names("150+", "room", ["healthy", "coffee"])).toEqual(["Micro Market"]);
  });

  it("recommends a Smart Store 600 for 1-25, 26-75 or 76-150 people in a lobby or dedicated space", () => {
    expectRowCovers("Smart Store 600", ["1-25", "26-75", "76-150"], ["lobby", "dedicated"]);
    expect(names("1-25", "lobby", ["payment"])).toEqual(["Smart Store 600"]);
  });

  it("recommends Smart Coolers for up to 150 people in a corner, room, corridor or dedicated space", () => {
    expectRowCovers("Smart Coolers", ["1-25", "26-75", "76-150"], ["corner", "room", "corridor", "dedicated"]);
    expect(names("1-25", "room", ["fresh"])).toEqual(["Smart Coolers"]);
  });

  it("recommends Smart Traditional Vending for any team size in a corner or corridor", () => {
    expectRowCovers("Smart Traditional Vending", ["1-25", "26-75", "76-150", "150+"], ["corner", "corridor"]);
    expect(names("150+", "corner", ["classic"])).toEqual(["Smart Traditional Vending"]);
  });

  it("lets every preference pass when none is chosen", () => {
    expect(names("76-150", "dedicated")).toEqual(["Smart Store 700", "Micro Market", "Smart Store 600", "Smart Coolers"]);
    expect(names("26-75", "corridor")).toEqual(["Smart Coolers", "Smart Traditional Vending"]);
  });

  it("leaves out Smart Coolers and Smart Traditional Vending when coffee is the only preference", () => {
    expect(names("76-150", "dedicated", ["coffee"])).toEqual(["Smart Store 700", "Micro Market", "Smart Store 600"]);
    expect(names("26-75", "corner", ["coffee"])).toEqual(["Custom Solution"]);
  });

  it("keeps Smart Coolers when coffee is chosen together with one of its preferences", () => {
    expect(names("1-25", "corner", ["coffee", "healthy"])).toEqual(["Smart Coolers"]);
  });

  it("recommends Smart Traditional Vending only when classic snacks are among the chosen preferences", () => {
    expect(names("26-75", "corridor", ["classic"])).toEqual(["Smart Coolers", "Smart Traditional Vending"]);
    expect(names("26-75", "corridor", ["classic", "coffee"])).toEqual(["Smart Coolers", "Smart Traditional Vending"]);
    expect(names("26-75", "corridor", ["healthy", "fresh", "payment"])).toEqual(["Smart Coolers"]);
  });

  it("suggests a Custom Solution when no row matches the team size and space", () => {
    expect(names("1-25", "large")).toEqual(["Custom Solution"]);
    expect(names("150+", "lobby", ["healthy"])).toEqual(["Custom Solution"]);
    const [custom] = recommend({ teamSize: "1-25", spaceType: "large", preferences: [] });
    expect(custom.id).toBe("custom-solution");
    expect(custom.path).toBeUndefined();
  });

  it("gives every recommendation a short description and a solution page", () => {
    for (const rec of recommend({ teamSize: "76-150", spaceType: "dedicated", preferences: [] })) {
      expect(rec.description.length).toBeGreaterThan(40);
      expect(rec.path).toMatch(/^\/solutions\/[a-z-]+$/);
    }
  });
});

describe("breakroom builder steps", () => {
  const run = (...actions: WizardAction[]) => actions.reduce(wizardReducer, initialWizardState);

  it("starts on step 1 with nothing chosen and Next not allowed", () => {
    expect(initialWizardState).toEqual({ currentStep: 1, teamSize: null, spaceType: null, preferences: [], completed: false });
    expect(canAdvance(initialWizardState)).toBe(false);
  });

  it("does not advance past steps 1 and 2 until a choice is made", () => {
    expect(run({ type: "next" }).currentStep).toBe(1);
    expect(run({ type: "teamSize", value: "1-25" }, { type: "next" }, { type: "next" }).currentStep).toBe(2);
  });

  it("always allows step 3 and completes on it", () => {
    const state = run({ type: "teamSize", value: "1-25" }, { type: "next" }, { type: "spaceType", value: "corner" }, { type: "next" });
    expect(state.currentStep).toBe(3);
    expect(canAdvance(state)).toBe(true);
    expect(wizardReducer(state, { type: "next" })).toMatchObject({ currentStep: 3, completed: true });
  });

  it("goes back one step and not before step 1", () => {
    const state = run({ type: "teamSize", value: "26-75" }, { type: "next" });
    expect(wizardReducer(state, { type: "previous" })).toMatchObject({ currentStep: 1, teamSize: "26-75" });
    expect(run({ type: "previous" }).currentStep).toBe(1);
  });

  it("toggles preferences on and off", () => {
    const state = run({ type: "togglePreference", value: "fresh" }, { type: "togglePreference", value: "healthy" });
    expect(state.preferences).toEqual(["healthy", "fresh"]);
    expect(wizardReducer(state, { type: "togglePreference", value: "fresh" }).preferences).toEqual(["healthy"]);
  });

  it("starts over from step 1 with every answer cleared", () => {
    const done = run(
      { type: "teamSize", value: "150+" },
      { type: "next" },
      { type: "spaceType", value: "large" },
      { type: "next" },
      { type: "togglePreference", value: "coffee" },
      { type: "next" },
    );
    expect(done.completed).toBe(true);
    expect(wizardReducer(done, { type: "reset" })).toEqual(initialWizardState);
  });
});
