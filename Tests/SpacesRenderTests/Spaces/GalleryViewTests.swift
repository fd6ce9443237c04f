import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The toggles' action.
private struct SetSomethingIntent: SetValueIntent {
  static var title: LocalizedStringResource { "Set Something" }
  @Parameter(title: "Value", default: false) var value: Bool
  func perform() async throws -> IntentResultContainer { .result() }
}

/// The gallery with more kinds than fit: it scrolls to the highlighted one.
@MainActor
@Suite("Gallery view")
struct GalleryViewTests {
  /// A state with twelve kinds from three apps, the gallery open on one of them.
  private func state(selecting name: String) -> DashboardState {
    var state = DashboardState()
    state.size = TerminalSize(width: 80, height: 20)
    for app in ["Home", "Music", "Weather"] {
      for index in 1...4 {
        let name = "\(app) \(index)"
        let info = ControlKindInfo(
          kind: "com.example.\(app)\(index)", appName: app, displayName: name,
          description: "The \(name.lowercased()) control.",
          preview: ReducerFixtures.toggle(
            name, isOn: index == 2, action: IntentBox(SetSomethingIntent())))
        state.controls.catalog[info.kind] = info
      }
    }
    let kind = state.catalog.values.first { $0.displayName == name }!.kind
    state.editMode.gallery = GalleryState(target: .controlCenter(after: nil), selectedKind: kind)
    state.navigation.presentations = [.gallery]
    return state
  }

  private func render(_ state: DashboardState) throws -> String {
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: VirtualClock.keynote,
      timeZone: TimeZone(identifier: "UTC")!)
    return DashboardRenderer.render(state, context: context).text
  }

  @Test("the first kinds show with a mark that more follow; the last kinds scroll into view")
  func scrolls() throws {
    let top = try render(state(selecting: "Home 1"))
    #expect(top.contains("HOME") && top.contains("› Home 1"))
    #expect(!top.contains("Weather 4"))
    #expect(top.contains("▼") && !top.contains("▲"))

    let bottom = try render(state(selecting: "Weather 4"))
    #expect(bottom.contains("› Weather 4"))
    #expect(bottom.contains("The weather 4 control."), "its description shows too")
    #expect(!bottom.contains("Home 1"))
    #expect(bottom.contains("▲") && !bottom.contains("▼"))
  }

  @Test("each entry shows its preview: title and value text")
  func previews() throws {
    let text = try render(state(selecting: "Home 1"))
    #expect(text.contains("Home 2 · On"))
    #expect(text.contains("Home 1 · Off"))
  }
}
