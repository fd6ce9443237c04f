import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal
import Testing

@testable import SpacesDashboard

private struct OrderIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Beans"
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Your beans are on their way.")
  }
}

private struct OrderControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.cafe.Order") {
      ControlWidgetButton(action: OrderIntent()) { Label("Order Beans", systemImage: "bag") }
    }
    .displayName("Order Beans")
  }
}

private struct CafeBundle: WidgetBundle {
  var body: some Widget { OrderControl() }
}

private struct CafeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderIntent(), phrases: ["Order beans from \(.applicationName)"],
      shortTitle: "Order Beans", systemImageName: "bag")
  }
}

/// `--locale` picks the language a whole session runs in: control titles, gallery names, intent
/// titles and dialogs from `Localizable`, App Shortcut phrases from `AppShortcuts` (here a
/// `.strings` table in `fr.lproj`, Xcode's older format).
@MainActor
@Suite struct LocalizedSessionTests {
  static let localizable = """
    { "sourceLanguage" : "en", "strings" : {
      "Order Beans" : { "localizations" : { "fr" : { "stringUnit" : {
        "state" : "translated", "value" : "Commander des grains" } } } },
      "Your beans are on their way." : { "localizations" : { "fr" : { "stringUnit" : {
        "state" : "translated", "value" : "Vos grains sont en route." } } } }
    } }
    """

  func session(language: String?, in directory: URL) async throws -> ScriptedSession {
    let strings = directory.appendingPathComponent("fr.lproj")
    try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
    let localizable = directory.appendingPathComponent("Localizable.xcstrings")
    try Data(Self.localizable.utf8).write(to: localizable)
    let shortcuts = strings.appendingPathComponent("AppShortcuts.strings")
    try Data(
      "\"Order beans from ${applicationName}\" = \"Commander des grains chez ${applicationName}\";"
        .utf8
    ).write(to: shortcuts)
    var app = HostedApp(name: "Cafe", bundle: CafeBundle.self)
    app.appShortcuts = CafeShortcuts.self
    app.stringCatalogs = [localizable, shortcuts]
    return await ScriptedSession(
      apps: [app], stateDirectory: directory.appendingPathComponent("state"),
      size: TerminalSize(width: 100, height: 30), theme: try ThemeLoader.defaultTheme(),
      language: language)
  }

  func withDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-locale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
  }

  @Test("in French the control, its gallery name and the Siri phrase and answer are French")
  func french() async throws {
    try await withDirectory { directory in
      let session = try await session(language: "fr", in: directory)
      await session.press(.character("1"))
      #expect(session.frame().text.contains("Commander des grains · Cafe"))
      #expect(session.state.controls.catalog.values.map(\.displayName) == ["Commander des grains"])
      await session.press(.character("/"))
      for character in "commander des grains chez cafe" {
        await session.press(.character(character))
      }
      await session.press(.enter)
      let answer = session.frame().text
      #expect(answer.contains("Vos grains sont en route."), "\(answer)")
    }
  }

  @Test("without a locale the phrases are the English ones as written")
  func english() async throws {
    try await withDirectory { directory in
      let session = try await session(language: "en", in: directory)
      await session.press(.character("1"))
      #expect(session.frame().text.contains("Order Beans · Cafe"))
      await session.press(.character("/"))
      for character in "order beans from cafe" { await session.press(.character(character)) }
      await session.press(.enter)
      #expect(session.frame().text.contains("Your beans are on their way."))
    }
  }

  @Test("--locale wins over the environment; a bad name is a usage error")
  func option() throws {
    let snapshot = try #require(
      try SpacesCommand.parseAsRoot(["snapshot", "--locale", "fr_FR.UTF-8"]) as? SnapshotCommand)
    #expect(snapshot.options.language(environment: ["SPACES_LOCALE": "de"]) == "fr-FR")
    let plain = try #require(try SpacesCommand.parseAsRoot(["run"]) as? RunCommand)
    #expect(plain.options.language(environment: ["SPACES_LOCALE": "de", "LANG": "fr"]) == "de")
    #expect(plain.options.language(environment: ["LANG": "pt_BR.UTF-8"]) == "pt-BR")
    #expect(throws: (any Error).self) {
      try SpacesCommand.parseAsRoot(["snapshot", "--locale", "../fr"])
    }
    #expect(CommonOptions.isLocaleName("zh-Hans-CN"))
    #expect(!CommonOptions.isLocaleName("fr fr"))
  }
}

/// Problems with an app's files reach a snapshot's notice line, naming the file and the key.
@MainActor
@Suite struct SnapshotProblemNoticeTests {
  @Test("a malformed string catalog is a notice naming the file, and an asset problem too")
  func notices() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-notice-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("Localizable.xcstrings")
    try Data("{ \"strings\" : [".utf8).write(to: broken)
    var app = HostedApp(name: "Cafe", bundle: CafeBundle.self)
    app.stringCatalogs = [broken]
    let session = await ScriptedSession(
      apps: [app], stateDirectory: directory.appendingPathComponent("state"),
      size: TerminalSize(width: 120, height: 20), theme: try ThemeLoader.defaultTheme())
    #expect(
      session.frame().text.contains(
        "Cafe: Localizable.xcstrings: not a string catalog (no \"strings\" object)"),
      "\(session.frame().text)")
    await session.press(.character("1"))
    #expect(session.state.notice == nil, "a key press clears it")
    await SnapshotCommand.notice(
      ["Image(\"cover\"): no image set \"cover\" in Assets.xcassets", "Color(\"x\"): …"],
      in: session)
    #expect(
      session.frame().text.contains(
        "Image(\"cover\"): no image set \"cover\" in Assets.xcassets (and 1 more: the inspector"))
  }
}
