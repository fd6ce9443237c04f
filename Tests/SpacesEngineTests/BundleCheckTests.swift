import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A value provider that answers at once, or never (`hangs`).
struct CheckedProvider: ControlValueProvider {
  var hangs = false
  let previewValue = false
  func currentValue() async throws -> Bool {
    if hangs { try await Task.sleep(for: .seconds(3600)) }
    return true
  }
}

/// Does nothing; the checked controls' action.
struct CheckedIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Checked"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

/// A toggle of any kind and display name, whose provider may hang.
struct CheckedToggle: ControlWidget {
  var kind = "test.Checked"
  var displayName: LocalizedStringResource = "Checked"
  var hangs = false

  init() {}

  init(kind: String, displayName: LocalizedStringResource = "Checked", hangs: Bool = false) {
    self.kind = kind
    self.displayName = displayName
    self.hangs = hangs
  }

  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: kind, provider: CheckedProvider(hangs: hangs)) { isOn in
      ControlWidgetToggle("Checked", isOn: isOn, action: CheckedIntent()) { isOn in
        Label(isOn ? "On" : "Off", systemImage: "bolt")
      }
    }
    .displayName(displayName)
  }
}

/// A one-entry widget of any kind.
struct CheckedWidget: Widget {
  struct Entry: TimelineEntry { let date: Date }
  struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> Entry { Entry(date: .distantPast) }
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
      completion(Entry(date: .distantPast))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
      completion(Timeline(entries: [Entry(date: .distantPast)], policy: .never))
    }
  }
  var kind = "test.Widget"

  init() {}

  init(kind: String) { self.kind = kind }

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: Provider()) { _ in Text("checked") }
      .supportedFamilies([.systemMedium, .accessoryInline])
  }
}

/// Two controls of one kind (and one of another), and a widget kind declared twice.
struct DuplicateKindsBundle: WidgetBundle {
  var body: some Widget {
    CheckedToggle(kind: "test.Same", displayName: "First")
    CheckedToggle(kind: "test.Same", displayName: "Second")
    CheckedToggle(kind: "test.Other")
    CheckedWidget(kind: "test.Cups")
    CheckedWidget(kind: "test.Cups")
  }
}

/// A kind with spaces, an empty kind and an empty display name, next to a good control.
struct BadNamesBundle: WidgetBundle {
  var body: some Widget {
    CheckedToggle(kind: "My Toggle")
    CheckedToggle(kind: "")
    CheckedToggle(kind: "test.Unnamed", displayName: "")
    CheckedToggle(kind: "test.Good")
  }
}

/// A control whose provider never returns, next to a good one.
struct HangingBundle: WidgetBundle {
  var body: some Widget {
    CheckedToggle(kind: "test.Hang", hangs: true)
    CheckedToggle(kind: "test.Good")
  }
}

/// A bundle that describes its app, placing its widget in a family of its choice.
struct DescribedBundle: WidgetBundle {
  var body: some Widget {
    CheckedToggle(kind: "test.Good")
    CheckedWidget(kind: "test.Cups")
  }
}

extension DescribedBundle: SpacesAppInfo {
  static var appName: String { "Described" }
  static var nameSynonyms: [String] { ["Told"] }
  static var defaultWidgets: [SpacesWidgetPlacement]? {
    [SpacesWidgetPlacement(kind: "test.Cups", family: .accessoryInline)]
  }
}

@MainActor
@Suite("Engine: a bundle's bad input is a warning naming the kind; the rest runs", .serialized)
struct BundleCheckTests {
  func launch(_ app: HostedApp) async throws -> Pilot {
    let pilot = try await Pilot(apps: [app])
    pilot.engine.settleGrace = .milliseconds(100)
    return pilot
  }

  @Test("two controls of one kind: a warning, the first installed, the second ignored")
  func duplicateControlKind() async throws {
    let pilot = try await launch(HostedApp(name: "Bad", bundle: DuplicateKindsBundle.self))
    defer { pilot.close() }
    let warning =
      "warning: control kind \"test.Same\" is declared twice by Bad; the second is ignored "
      + "(give each its own kind)"
    #expect(pilot.eventLines.contains(warning))
    #expect(pilot.state.controls.ids(ofKind: "test.Same").count == 1)
    #expect(pilot.state.controls.catalog["test.Same"]?.displayName == "First")
    #expect(pilot.control("Other")?.displayed.valueText == "On", "the rest runs")
    #expect(
      pilot.eventLines.contains(
        "warning: widget kind \"test.Cups\" is declared twice by Bad; the second is ignored "
          + "(give each its own kind)"))
    // The first warning is the notice, the others counted.
    #expect(pilot.state.notice?.hasPrefix("control kind \"test.Same\"") == true)
    #expect(pilot.state.notice?.hasSuffix("(and 1 more: the inspector, i, lists them)") == true)
    #expect(pilot.screen.contains("test.Same"), "the notice shows on the screen")
  }

  @Test("a kind declared by two apps names both")
  func kindOfTwoApps() async throws {
    let two = try await Pilot(apps: [
      HostedApp(name: "One", bundle: DescribedBundle.self),
      HostedApp(name: "Two", bundle: DescribedBundle.self),
    ])
    defer { two.close() }
    #expect(
      two.eventLines.contains(
        "warning: control kind \"test.Good\" is declared by One and Two; the second is ignored "
          + "(give each its own kind)"))
    #expect(two.state.controls.ids(ofKind: "test.Good").count == 1)
  }

  @Test("a kind with spaces, an empty kind, an empty display name: warnings; all still run")
  func badNames() async throws {
    let pilot = try await launch(HostedApp(name: "Bad", bundle: BadNamesBundle.self))
    defer { pilot.close() }
    let warnings = pilot.eventLines.filter { $0.hasPrefix("warning: ") }
    #expect(
      warnings == [
        "warning: control kind \"My Toggle\" contains spaces; a kind is an identifier such as "
          + "com.example.MyToggle (it still runs)",
        "warning: a control of Bad has an empty kind; give it one such as com.example.Bad",
        "warning: control kind \"test.Unnamed\" has an empty display name (.displayName); "
          + "shown as \"Bad\"",
      ])
    #expect(pilot.state.controls.catalog["test.Unnamed"]?.displayName == "Bad")
    #expect(pilot.state.controls.ids(ofKind: "My Toggle").count == 1)
    #expect(pilot.state.controls.ids(ofKind: "test.Good").count == 1)
    #expect(pilot.state.notice?.contains("(and 2 more") == true)
  }

  @Test("a provider that never returns: a warning naming the kind when its first load times out")
  func providerNeverReturns() async throws {
    let pilot = try await launch(HostedApp(name: "Slow", bundle: HangingBundle.self))
    defer { pilot.close() }
    #expect(pilot.control("Good")?.displayed.valueText == "On", "the rest runs")
    #expect(pilot.control("Hang")?.isReloading == true)
    #expect(!pilot.eventLines.contains { $0.hasPrefix("warning:") })
    await pilot.advance(by: 10)
    let warning =
      "warning: Hang: its value provider never returned a first value (timed out after 10 s); "
      + "the control shows its preview and retries"
    #expect(pilot.eventLines.filter { $0 == warning }.count == 1)
    // Later timeouts are errors with retries, not the warning again.
    await pilot.advance(by: 30)
    #expect(pilot.eventLines.filter { $0 == warning }.count == 1)
    #expect(pilot.eventLines.filter { $0 == "error Hang: timed out after 10 s; retry" }.count >= 2)
  }

  @Test("a good bundle starts without warnings or a notice")
  func goodBundle() async throws {
    let pilot = try await launch(HostedApp(bundle: DescribedBundle.self))
    defer { pilot.close() }
    #expect(!pilot.eventLines.contains { $0.hasPrefix("warning:") })
    #expect(pilot.state.notice == nil)
  }

  @Test("HostedApp(bundle:) reads SpacesAppInfo: the name, synonyms and the widgets it places")
  func describedApp() async throws {
    let app = HostedApp(bundle: DescribedBundle.self)
    #expect(app.name == "Described")
    #expect(app.nameSynonyms == ["Told"])
    #expect(app.defaultWidgets == [DefaultWidget(kind: "test.Cups", family: .accessoryInline)])
    #expect(
      !HostedApp(bundle: DescribedBundle.self, placesEveryWidgetKindByDefault: true)
        .placesEveryWidgetKind, "its own list wins")
    let pilot = try await launch(app)
    defer { pilot.close() }
    #expect(pilot.state.widgets.instances.values.map(\.family) == [.accessoryInline])
  }

  @Test(
    "a @main bundle without defaultWidgets places one of each widget kind in its first family")
  func undescribedApp() async throws {
    #expect(!HostedApp(bundle: DuplicateKindsBundle.self).placesEveryWidgetKind, "by default none")
    let app = HostedApp(bundle: DuplicateKindsBundle.self, placesEveryWidgetKindByDefault: true)
    #expect(app.placesEveryWidgetKind)
    #expect(app.defaultWidgets.isEmpty)
    let pilot = try await launch(app)
    defer { pilot.close() }
    let placed = pilot.state.widgets.instances.values.map { "\($0.kind) \($0.family)" }
    #expect(placed == ["test.Cups systemMedium"])
  }
}
