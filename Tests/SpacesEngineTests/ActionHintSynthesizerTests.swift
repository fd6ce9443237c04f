import SpacesEngine
import SpacesKit
import Testing

struct PlainIntent: AppIntent {
  static let title: LocalizedStringResource = "Plain"
  func perform() async throws -> some IntentResult { .result() }
}

struct OpenThingIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Thing"
  @Parameter(title: "Target") var target: String
}

@Suite("ActionHintSynthesizer: every case in REFERENCE.md")
struct ActionHintSynthesizerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var control: ResolvedControl
    var expected: String
    var testDescription: String { name }
  }

  static func toggle(
    isOn: Bool, on: ResolvedControlLabel = .init(), off: ResolvedControlLabel = .init()
  ) -> ResolvedControl {
    ResolvedControl(
      template: .toggle(isOn: isOn), title: "Work Timer", action: IntentBox(PlainIntent()),
      onLabel: on, offLabel: off)
  }

  static func button(label: ResolvedControlLabel = .init(), action: any AppIntent = PlainIntent())
    -> ResolvedControl
  {
    ResolvedControl(
      template: .button, title: "Log Break", action: IntentBox(action), onLabel: label,
      offLabel: label)
  }

  static let running = ResolvedControlLabel(systemImage: "hourglass", valueText: "Running")
  static let stopped = ResolvedControlLabel(
    systemImage: "hourglass.bottomhalf.filled", valueText: "Stopped")

  nonisolated static let cases: [Case] = [
    Case(
      name: "toggle default, off", control: toggle(isOn: false),
      expected: "Hold to Turn On 'Work Timer'"),
    Case(
      name: "toggle default, on", control: toggle(isOn: true),
      expected: "Hold to Turn Off 'Work Timer'"),
    Case(
      name: "custom value text, off → target's text",
      control: toggle(isOn: false, on: running, off: stopped),
      expected: "Hold for Running"),
    Case(
      name: "custom value text, on → target's text",
      control: toggle(isOn: true, on: running, off: stopped),
      expected: "Hold for Stopped"),
    Case(
      name: "action hint wins, off",
      control: toggle(
        isOn: false, on: ResolvedControlLabel(valueText: "Running", actionHint: "Start"),
        off: ResolvedControlLabel(valueText: "Stopped", actionHint: "Stop")),
      expected: "Hold to Start"),
    Case(
      name: "action hint wins, on",
      control: toggle(
        isOn: true, on: ResolvedControlLabel(valueText: "Running", actionHint: "Start"),
        off: ResolvedControlLabel(valueText: "Stopped", actionHint: "Stop")),
      expected: "Hold to Stop"),
    Case(
      name: "symbol-only label keeps the default",
      control: toggle(isOn: false, on: ResolvedControlLabel(systemImage: "hourglass")),
      expected: "Hold to Turn On 'Work Timer'"),
    Case(name: "button default", control: button(), expected: "Hold for 'Log Break'"),
    Case(
      name: "button with action hint",
      control: button(label: ResolvedControlLabel(actionHint: "Log a Break")),
      expected: "Hold to Log a Break"),
    Case(
      name: "OpenIntent button", control: button(action: OpenThingIntent()),
      expected: "Hold to Open Productivity"),
  ]

  @Test(arguments: cases)
  func hint(_ c: Case) {
    #expect(ActionHintSynthesizer.hint(for: c.control, appName: "Productivity") == c.expected)
  }

  @Test("the default hint names the display name, not the configured title (Apple's docs)")
  func displayNameNotTitle() {
    var configured = Self.button()
    configured.title = "Platform 3 · 09:52"
    #expect(
      ActionHintSynthesizer.hint(
        for: configured, appName: "Transit", displayName: "Next Departure")
        == "Hold for 'Next Departure'")
    #expect(
      ActionHintSynthesizer.hint(
        for: Self.toggle(isOn: false), appName: "P", displayName: "Silent Mode")
        == "Hold to Turn On 'Silent Mode'")
    #expect(
      ActionHintSynthesizer.hint(for: configured, appName: "Transit", displayName: "")
        == "Hold for 'Platform 3 · 09:52'", "no display name: the title")
  }

  @Test("the seed's TimerToggle reads Hold to Start / Hold to Stop")
  @MainActor
  func seedTimer() {
    let template = ControlWidgetToggle("Work Timer", isOn: false, action: SeedToggleIntent()) {
      isOn in
      Label(
        isOn ? "Running" : "Stopped",
        systemImage: isOn ? "hourglass" : "hourglass.bottomhalf.filled"
      )
      .controlWidgetActionHint(isOn ? "Start" : "Stop")
    }
    #expect(ActionHintSynthesizer.hint(for: template._resolved, appName: "P") == "Hold to Start")
    #expect(
      ActionHintSynthesizer.hint(for: template._resolved.with(isOn: true), appName: "P")
        == "Hold to Stop")
  }
}

struct SeedToggleIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Seed"
  @Parameter(title: "Running") var value: Bool
  func perform() throws -> some IntentResult { .result() }
}
