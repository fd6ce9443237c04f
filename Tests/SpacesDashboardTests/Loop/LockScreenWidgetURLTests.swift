import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

private struct LineEntry: TimelineEntry {
  let date: Date
}

private struct LineProvider: TimelineProvider {
  func placeholder(in context: Context) -> LineEntry { LineEntry(date: Date()) }
  func getSnapshot(in context: Context, completion: @escaping (LineEntry) -> Void) {
    completion(LineEntry(date: SystemHost.current.now()))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<LineEntry>) -> Void) {
    completion(Timeline(entries: [LineEntry(date: SystemHost.current.now())], policy: .never))
  }
}

/// An accessory widget that opens its line in the app when tapped.
private struct LineWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Line", provider: LineProvider()) { _ in
      Text("U4").widgetURL(URL(string: "transit://line/4"))
    }
    .supportedFamilies([.accessoryCircular])
  }
}

private struct LineBundle: WidgetBundle {
  var body: some Widget { LineWidget() }
}

/// A click on a Lock Screen accessory widget outside its elements taps it: its `widgetURL`
/// opens its app.
@MainActor
@Suite("Mouse routing: a Lock Screen widget's widgetURL")
struct LockScreenWidgetURLTests {
  @Test("a click on an accessory widget with a widgetURL opens its app with the URL")
  func clickOpensTheApp() async throws {
    var app = HostedApp(
      name: "Transit", bundle: LineBundle.self,
      defaultWidgets: [DefaultWidget(kind: "Line", family: .accessoryCircular)])
    app.appView = { AnyView(Text("Transit home")) }
    let pilot = try await Pilot(apps: [app], size: TerminalSize(width: 80, height: 30))
    defer { pilot.close() }
    await pilot.press(.character("2"))
    await pilot.advance(by: 1)
    let state = pilot.state
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = DashboardRenderer.areas(for: state).content
    let box = try #require(
      LockScreenView.accessoryWidgetRects(state: state, in: area, context: context).first?.1)
    let actions = MouseRouting.actions(
      for: MouseEvent(x: box.x + 1, y: box.y + 1, kind: .press), in: state, context: context)
    #expect(actions == [.widgets(.tap(state.widgets.lockScreen[0].id))])
    for action in actions { pilot.engine.send(action) }
    await pilot.advance(by: 1)
    #expect(pilot.state.appScreens.screen?.url == URL(string: "transit://line/4"))
    #expect(pilot.screen.contains("‹ Transit · transit://line/4"), "\(pilot.screen)")
  }
}
