import Foundation
import SpacesEngine
import SpacesKit
import Testing

/// The app screen's reducer: opening, keys, presses (an intent button, a Siri tip's ×, a
/// Shortcuts link), closing.
@Suite("App screen: an app's own view, pressed like a widget's")
struct AppScreenFeatureTests {
  struct StartIntent: AppIntent {
    static let title: LocalizedStringResource = "Start"
    func perform() async throws -> some IntentResult { .result() }
  }

  static let now = Date(timeIntervalSince1970: 0)
  static let dismiss = ViewCallback(id: "Calm/Home/SiriTipView.dismiss") {}
  static let view = ViewNode.stack(
    .vertical, alignment: .leading, spacing: nil,
    children: [
      .text(.verbatim("Calm")),
      .siriTip(
        SiriTipContent(
          intent: IntentBox(StartIntent()), phrase: "Start Calm", dismiss: dismiss)),
      .button(intent: IntentBox(StartIntent()), label: .text(.verbatim("Start"))),
      .shortcutsLink(ShortcutsLinkContent()),
    ])

  private func send(_ action: DashboardAction, _ state: inout DashboardState) -> (
    effects: [Effect], events: [String]
  ) {
    let (effects, events) = DashboardReducer.reduceLogging(
      into: &state, action: action, now: Self.now)
    return (effects, events.map { EngineEvent(date: Self.now, kind: $0).description })
  }

  private func opened() -> DashboardState {
    var state = DashboardState()
    _ = send(.appScreen(.installed(["Calm"])), &state)
    _ = send(.device(.opened(appName: "Calm")), &state)
    _ = send(.appScreen(.resolved("Calm", Self.view)), &state)
    return state
  }

  @Test("an app with a screen opens it (resolving its view); one without only shows the banner")
  func opens() {
    var state = DashboardState()
    _ = send(.appScreen(.installed(["Calm"])), &state)
    var result = send(.device(.opened(appName: "Other")), &state)
    #expect(state.navigation.presentations.isEmpty)
    #expect(state.device.opening?.text == "opening Other")
    result = send(.device(.opened(appName: "Calm")), &state)
    #expect(state.presentations == [.app(AppScreenState(app: "Calm"))])
    #expect(result.effects.contains(.appScreen(.resolve("Calm"))))
    #expect(result.events.contains("Calm: app screen opened"))
    _ = send(.appScreen(.resolved("Calm", Self.view)), &state)
    #expect(state.appScreens.screen?.elements.count == 3)
  }

  @Test("an app opened from Siri comes up under the bar, which keeps its answer on top")
  func underSiri() {
    var state = DashboardState()
    _ = send(.appScreen(.installed(["Calm"])), &state)
    _ = send(.siri(.open), &state)
    _ = send(.device(.opened(appName: "Calm")), &state)
    guard state.navigation.presentations.count == 2,
      case .app = state.navigation.presentations[0],
      case .siri = state.navigation.presentations[1]
    else {
      Issue.record("order: \(state.navigation.presentations)")
      return
    }
  }

  @Test("Tab cycles the elements; Enter on the tip's × runs its dismissal and logs it")
  func dismissTip() {
    var state = opened()
    #expect(state.appScreens.screen?.focus == 0)
    let result = send(.key(.enter), &state)
    #expect(result.effects == [.appScreen(.callView(Self.dismiss, app: "Calm"))])
    #expect(result.events == ["Calm: Siri tip “Start Calm” dismissed"])
    _ = send(.key(.tab), &state)
    _ = send(.key(.tab), &state)
    _ = send(.key(.tab), &state)
    #expect(state.appScreens.screen?.focus == 0, "wraps around")
    _ = send(.key(.backTab), &state)
    #expect(state.appScreens.screen?.focus == 2)
    // The view without the tip: focus stays within the elements.
    let without = ViewNode.stack(
      .vertical, alignment: .leading, spacing: nil,
      children: [.shortcutsLink(ShortcutsLinkContent())])
    _ = send(.appScreen(.resolved("Calm", without)), &state)
    #expect(state.appScreens.screen?.focus == 0)
  }

  @Test("a Button(intent:) runs its intent from the app; the view is resolved when it ends")
  func button() {
    var state = opened()
    _ = send(.key(.tab), &state)
    let result = send(.key(.character(" ")), &state)
    #expect(result.effects.contains(.runs(.perform(RunID(1), IntentBox(StartIntent())))))
    #expect(state.runs.runs[RunID(1)]?.origin == .app("Calm"))
    let ended = send(.runs(.finished(RunID(1), .success(IntentResultContent()))), &state)
    #expect(ended.effects.contains(.appScreen(.resolve("Calm"))))
  }

  @Test("the Shortcuts link opens the Siri bar on the app's shortcuts; Esc goes back to the app")
  func shortcutsLink() {
    var state = opened()
    state.siri.index = ShortcutPhraseIndex([
      AppShortcutsSource(
        app: "Calm",
        shortcuts: [
          .init(
            title: "Start", intent: IntentBox(StartIntent()),
            phrases: [AppShortcutPhraseTemplate(pieces: [.text("Start "), .applicationName])])
        ])
    ])
    _ = send(.key(.backTab), &state)
    let result = send(.key(.enter), &state)
    #expect(result.events == ["Calm: Shortcuts link opened the app's App Shortcuts"])
    guard case .answer(let answer) = state.siri.bar?.phase else {
      Issue.record("no shortcuts list: \(state.navigation.presentations)")
      return
    }
    #expect(answer.list == ["“Start Calm” — Start"])
    _ = send(.key(.escape), &state)
    #expect(state.siri.bar == nil)
    #expect(state.appScreens.screen?.app == "Calm")
    _ = send(.key(.escape), &state)
    #expect(state.navigation.presentations.isEmpty, "Esc from the app goes home")
  }

  @Test("a space's key closes the app and shows the space; edit-mode keys do nothing")
  func spaceKeys() {
    var state = opened()
    _ = send(.key(.character("e")), &state)
    #expect(!state.editMode.isEditing)
    _ = send(.key(.character("4")), &state)
    #expect(state.navigation.presentations.isEmpty)
    #expect(state.space == .homeScreen)
  }
}
