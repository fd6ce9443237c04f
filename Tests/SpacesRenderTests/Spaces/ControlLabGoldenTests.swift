import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Control Lab (space 5): every installed control in every size and state, in each
/// built-in theme, as plain text and with SGR styles; and the on/off styling it shows.
/// Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter ControlLabGoldenTests`, then
/// read every changed file.
@MainActor
@Suite("Control Lab golden frames")
struct ControlLabGoldenTests {
  func render(_ state: DashboardState, theme: Theme, now: Date) -> Frame {
    ThemedRender.frame(state, theme: theme, now: now)
  }

  @Test("the Lab at 140×60 in each built-in theme, plain and styled")
  func labInEachTheme() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 140, height: 60))
    defer { pilot.close() }
    await pilot.press(.character(Space.controlLab.key))
    for name in BuiltInThemeTests.themeNames {
      let frame = render(pilot.state, theme: try ThemeLoader.load(nameOrPath: name), now: pilot.now)
      GoldenFrame.assertMatches(frame.text, named: "lab-140x60-\(name)")
      GoldenFrame.assertMatches(ANSIText.render(frame), named: "ansi-lab-140x60-\(name)")
    }
  }

  @Test("a button in the Lab: no on state, the pressed flash while it performs")
  func button() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 140, height: 34))
    defer { pilot.close() }
    let button = try #require(pilot.state.controls.first { !$0.displayed.isToggle })
    pilot.engine.send(.controlLab(.setFilter(kind: button.kind, app: nil)))
    await pilot.press(.character(Space.controlLab.key))
    GoldenFrame.assertMatches(pilot.screen, named: "lab-button")
    GoldenFrame.assertMatches(ANSIText.render(pilot.frame), named: "ansi-lab-button")
    #expect(pilot.screen.contains("a button has no on state"))
  }

  @Test("the Lab filtered to one kind, scrolled, and at 100×30")
  func filteredAndScrolled() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character(Space.controlLab.key))
    GoldenFrame.assertMatches(pilot.screen, named: "lab-100x30")
    let kinds = pilot.state.controls.map(\.kind)
    let kind = try #require(kinds.last)
    pilot.engine.send(.controlLab(.setFilter(kind: kind, app: nil)))
    #expect(ControlLabFeature.controls(pilot.state).allSatisfy { $0.kind == kind })
    #expect(pilot.screen.contains("kind \(kind)"))
    pilot.engine.send(.controlLab(.setFilter(kind: "no.such.kind", app: nil)))
    #expect(pilot.screen.contains("No control matches. Installed kinds:"))
    pilot.engine.send(.controlLab(.setFilter(kind: nil, app: nil)))
    await pilot.press(.down)
    #expect(pilot.state.controlLab.first == 1)
    #expect(pilot.screen.contains("▲ 1 above"))
    #expect(pilot.screen.contains("▼ 11 more"))
  }

  @Test("each state is made from the control's own template, without running its intent")
  func statesAreHonest() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let control = try #require(pilot.state.controls.first { $0.displayed.isToggle })
    let now = pilot.now
    let off = try #require(ControlLabState.off.variant(of: control, now: now))
    let on = try #require(ControlLabState.on.variant(of: control, now: now))
    #expect(!off.displayed.isOn && on.displayed.isOn)
    #expect(on.displayed.currentLabel == control.resolved.onLabel)
    let performing = try #require(ControlLabState.performing.variant(of: control, now: now))
    #expect(performing.isPerforming && performing.displayed.isOn)
    let error = try #require(ControlLabState.error.variant(of: control, now: now))
    #expect(error.lastError != nil && error.retryAt != nil)
    #expect(ControlLabState.off.hint(for: off) != ControlLabState.on.hint(for: on))
    #expect(pilot.state.runs.runs.isEmpty, "no intent ran")
    if let button = pilot.state.controls.first(where: { !$0.displayed.isToggle }) {
      #expect(ControlLabState.on.variant(of: button, now: now) == nil)
    }
  }

  @Test("an on toggle's symbol sits on a pad filled with its tint; an off one on a grey pad")
  func padColours() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 60, height: 20))
    defer { pilot.close() }
    await pilot.press(.enter)  // the Work timer: on
    let theme = try ThemeLoader.defaultTheme()
    let frame = render(pilot.state, theme: theme, now: pilot.now)
    GoldenFrame.assertMatches(frame.text, named: "control-center-on-off")
    GoldenFrame.assertMatches(ANSIText.render(frame), named: "ansi-control-center-on-off")
    let work = try #require(pilot.state.controls.first { $0.displayed.isOn })
    let tint = theme.tint(work.displayed.tint)
    let backgrounds = Set(frame.cells.map(\.style.background))
    #expect(backgrounds.contains(tint), "the on tile's pad is filled with its tint")
    #expect(backgrounds.contains(theme.color(.padOff)), "an off tile's pad is grey")
    #expect(backgrounds.contains(theme.color(.module)), "tiles have the module fill")

    let mono = render(
      pilot.state, theme: try ThemeLoader.load(nameOrPath: "monochrome"), now: pilot.now)
    #expect(mono.cells.contains { $0.style.attributes.contains(.reverse) && $0.grapheme == " " })
  }

  @Test("t switches the theme live, in every space, cycling the built-in ones")
  func themeKey() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 60, height: 20))
    defer { pilot.close() }
    let base = try ThemeLoader.defaultTheme()
    var names: [String] = []
    for _ in 0..<ThemeCycle.order.count {
      names.append(ThemeCycle.theme(startingFrom: base, step: pilot.state.themeStep).name)
      let before = render(pilot.state, theme: base, now: pilot.now)
      await pilot.press(.character("t"))
      let after = render(pilot.state, theme: base, now: pilot.now)
      // Below the status bar and the toast's row (which name the theme), only styles change.
      let space = { (frame: Frame) in frame.text.components(separatedBy: "\n").dropFirst(2) }
      #expect(space(before) == space(after), "a theme changes styles, not characters")
      #expect(pilot.state.toast.current?.message == .theme)
      #expect(before != after)
    }
    #expect(names == ThemeCycle.order)
    #expect(ThemeCycle.theme(startingFrom: base, step: pilot.state.themeStep).name == "default")
  }
}
