import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The action every control here runs.
private struct FlipIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Flip" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

private let names = ["Fan", "Lamp", "Door", "Blinds"]

private let controls = names.map { name in
  ControlKindInfo(
    kind: "com.example.\(name)", appName: "Home", displayName: "\(name) Control",
    preview: ReducerFixtures.toggle(name, action: IntentBox(FlipIntent())))
}

/// A layout file listing `count` Control Center modules, the four kinds in turn (or kinds no app
/// declares).
private func layout(modules count: Int, unknown: Bool = false) -> SavedLayout {
  SavedLayout(
    controlCenter: (0..<count).map { index in
      let name = unknown ? "Gone\(index)" : names[index % names.count]
      return .init(control: ControlInstanceKey(kind: "com.example.\(name)"), size: .small)
    },
    lockScreen: [nil, nil], actionButton: nil, kinds: controls.map(\.kind))
}

/// A layout file far larger than Control Center holds: the first `ControlsState.maxControls`
/// modules are installed, the rest set aside (kept in the file) with one warning that says so.
/// A 100,000-module file froze startup for minutes (each module searched every control).
@MainActor
@Suite("Layout feature: a layout beyond what the dashboard holds")
struct LargeLayoutTests {
  /// The state after installing the four kinds and restoring `saved`, and the events logged.
  private func restored(_ saved: SavedLayout) -> (DashboardState, [String]) {
    let store = ReducerTestStore()
    _ = store.install(controls)
    var state = store.state
    let (_, events) = DashboardReducer.reduceLogging(
      into: &state, action: .layout(.restore(.loaded(saved))), now: store.now)
    return (state, events.map { EngineEvent(date: store.now, kind: $0).description })
  }

  @Test("5,000 modules: 1,000 installed in order, 4,000 kept aside, one warning and a notice")
  func capped() {
    let saved = layout(modules: 5_000)
    let (state, events) = restored(saved)
    #expect(state.controls.controlCenter.count == 1_000)
    #expect(
      state.controls.controlCenter.prefix(8).map(\.kind)
        == (names + names).map { "com.example.\($0)" })
    #expect(state.controls.layoutSetAside.count == 4_000)
    let warning =
      "layout.json: Control Center lists 5000 controls; the dashboard shows at most 1000: the "
      + "other 4000 are kept aside in the file"
    #expect(events.filter { $0.contains("layout.json") } == ["warning: \(warning)"])
    #expect(state.notice == warning)
    // Nothing is lost: the file saved again lists all 5,000, and reads back the same way.
    let again = SavedLayout(state: state)
    #expect(again.controlCenter.count + (again.setAside?.count ?? 0) == 5_000)
    let (next, _) = restored(again)
    #expect(next.controls.controlCenter.map(\.kind) == state.controls.controlCenter.map(\.kind))
    #expect(next.controls.layoutSetAside.count == 4_000)
  }

  @Test("5,000 modules of kinds no app declares: ten named in the log, the rest counted")
  func unknownKindsCounted() {
    let (state, events) = restored(layout(modules: 5_000, unknown: true))
    let warnings = events.filter { $0.contains("layout.json") }
    #expect(warnings.count == 11)
    #expect(warnings.first?.contains("names com.example.Gone0, which no app declares") == true)
    #expect(
      warnings.last
        == "warning: layout.json: 4990 more entries name kinds no app declares; kept aside")
    #expect(state.controls.layoutSetAside.count == 5_000)
  }
}
