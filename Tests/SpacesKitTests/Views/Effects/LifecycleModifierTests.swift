import Foundation
import Testing

@testable import SpacesKit

/// `onAppear`, `onDisappear` and `task` compile as app code writes them; a widget's view is
/// archived (nothing runs, nothing is logged, as in WidgetKit), an app's screen logs them.
@MainActor
@Suite("onAppear, onDisappear and task")
struct LifecycleModifierTests {
  struct Card: View {
    var body: some View {
      Text("Hi")
        .onAppear { print("appeared") }
        .onDisappear()
        .task { await Task.yield() }
        .task(id: 3, priority: .background) {}
    }
  }

  @Test("in a widget: the content as it is, nothing logged")
  func widget() {
    let node = resolveViewNode(Card())
    #expect(node.unsupportedModifiers.isEmpty)
    #expect(node.firstText == "Hi")
  }

  @Test("in an app's screen: each is logged as not run yet")
  func appScreen() {
    var environment = EnvironmentValues()
    environment._appScreen = AppScreenContext(
      appName: "Cards", appShortcuts: [], store: ViewStateStore())
    let node = resolveViewNode(Card(), environment: environment)
    #expect(
      node.unsupportedModifiers == [
        ".task(id:priority:_:) in an app's screen (not run)",
        ".task(priority:_:) in an app's screen (not run)",
        ".onDisappear(perform:) in an app's screen (not run)",
        ".onAppear(perform:) in an app's screen (not run)",
      ])
  }
}
