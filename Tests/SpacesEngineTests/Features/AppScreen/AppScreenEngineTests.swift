import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Opens the Pour app.
struct OpenPourIntent: AppIntent {
  static let title: LocalizedStringResource = "Open Pour"
  static let openAppWhenRun = true
  func perform() async throws -> some IntentResult { .result() }
}

/// A Control Center button that opens the Pour app.
struct OpenPourButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.OpenPour") {
      ControlWidgetButton(action: OpenPourIntent()) {
        Label("Pour", systemImage: "cup.and.saucer")
      }
    }
  }
}

/// The Pour app's bundle, naming its app and screen through `SpacesAppInfo`.
struct PourBundle: WidgetBundle {
  var body: some Widget { OpenPourButton() }
}

extension PourBundle: SpacesAppInfo {
  nonisolated static var appName: String { "Pour" }
  static var appView: AnyView? { AnyView(Text("Pour's own screen")) }
}

/// The engine's side of app screens: which apps have one, resolving their views, and the
/// styles a terminal doesn't draw yet.
@MainActor
@Suite("App screen engine: views resolved with the app's shortcuts and state")
struct AppScreenEngineTests {
  struct PourIntent: AppIntent {
    static let title: LocalizedStringResource = "Pour"
    func perform() async throws -> some IntentResult { .result() }
  }

  struct PourShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(intent: PourIntent(), phrases: ["Pour with \(.applicationName)"])
    }
  }

  struct StyledHome: View {
    var body: some View {
      VStack {
        SiriTipView(intent: PourIntent()).siriTipViewStyle(.dark)
        ShortcutsLink().shortcutsLinkStyle(.lightOutline)
      }
    }
  }

  private func pilot() async throws -> Pilot {
    var styled = HostedApp(name: "Pour", makeEntries: { [] })
    styled.appShortcuts = PourShortcuts.self
    styled.appView = { AnyView(StyledHome()) }
    var none = HostedApp(name: "Blank", makeEntries: { [] })
    none.appView = { nil }
    return try await Pilot(apps: [styled, none], size: TerminalSize(width: 76, height: 20))
  }

  @Test("a control whose intent opens its app shows the app's SpacesAppInfo.appView")
  func openedByControl() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(bundle: PourBundle.self)], size: TerminalSize(width: 76, height: 20))
    defer { pilot.close() }
    #expect(pilot.state.appScreens.apps == ["Pour"])
    try await pilot.type("Enter")
    #expect(pilot.state.appScreens.screen?.view == .text(.verbatim("Pour's own screen")))
    #expect(pilot.screen.contains("‹ Pour"))
    #expect(pilot.screen.contains("Pour's own screen"))
    try await pilot.type("Esc")
    #expect(pilot.state.appScreens.screen == nil)
  }

  @Test("only apps whose view closure gives a view have a screen")
  func installed() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    #expect(pilot.state.appScreens.apps == ["Pour"])
    pilot.engine.send(.device(.opened(appName: "Blank")))
    #expect(pilot.state.appScreens.screen == nil)
  }

  @Test("the view resolves with the app's phrases; each style is drawn in its colours")
  func styles() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    pilot.engine.send(.device(.opened(appName: "Pour")))
    let screen = try #require(pilot.state.appScreens.screen)
    guard case .siriTip(let tip) = screen.elements.first else {
      Issue.record("no tip: \(String(describing: screen.view))")
      return
    }
    #expect(tip.phrase == "Pour with Pour")
    #expect(tip.style == .dark)
    #expect(
      !pilot.eventLines.contains { $0.hasPrefix("not supported yet: Pour app view") },
      "both styles are drawn: \(pilot.eventLines)")
    let frame = pilot.frame
    let theme = try ThemeLoader.defaultTheme()
    let rows = pilot.screen.components(separatedBy: "\n")
    let tipRow = try #require(rows.firstIndex { $0.contains("Try saying") })
    let tipX = try #require(
      (0..<frame.width).first { frame[$0, tipRow].grapheme == "T" })
    // .dark: white text on iOS's dark grey.
    #expect(
      frame[tipX, tipRow].style.background
        == theme.resolve(Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255)))
    #expect(frame[tipX, tipRow].style.foreground == theme.resolve(.white))
    // .lightOutline: black text on white between black edges.
    let linkRow = try #require(rows.firstIndex { $0.contains("Shortcuts") && $0.contains("▏") })
    let edge = try #require((0..<frame.width).first { frame[$0, linkRow].grapheme == "▏" })
    #expect(frame[edge, linkRow].style.foreground == theme.resolve(.black))
    #expect(frame[edge + 1, linkRow].style.background == theme.resolve(.white))
  }
}
