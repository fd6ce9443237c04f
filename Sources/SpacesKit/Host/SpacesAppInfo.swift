import Foundation

/// What the dashboard needs to know about the app around a widget bundle: what iOS reads from
/// the app's Info.plist and finds by itself.
///
/// On iOS the app's name comes from `CFBundleDisplayName`, its synonyms from
/// `INAlternativeAppNames`, and the system finds the app's `AppShortcutsProvider` and launches the
/// app. A widget bundle hosted by SystemSpaces says the same things here; every requirement has a
/// default, so a bundle adopts it only for what it wants to name:
///
/// ```swift
/// @main
/// struct CoffeeWidgets: WidgetBundle {
///   var body: some Widget { BrewControl() }
/// }
///
/// extension CoffeeWidgets: SpacesAppInfo {
///   static var appName: String { "Coffee" }
///   static var nameSynonyms: [String] { ["Brew"] }
///   static var appShortcuts: (any AppShortcutsProvider.Type)? { CoffeeShortcuts.self }
///   static func launch() { CoffeeShortcuts.updateAppShortcutParameters() }
/// }
/// ```
///
/// Main-actor isolated, as `WidgetBundle` is, so a bundle's extension adopts it in Swift 6 mode
/// without isolation errors.
@MainActor
public protocol SpacesAppInfo {
  /// The app's display name: the default display name of its controls, `\(.applicationName)` in
  /// its App Shortcuts' phrases, and what "Open <name>" says.
  static var appName: String { get }
  /// Other names people call the app by (iOS: `INAlternativeAppNames`); Siri accepts them for
  /// `\(.applicationName)`.
  static var nameSynonyms: [String] { get }
  /// The app's App Shortcuts, if it has any.
  static var appShortcuts: (any AppShortcutsProvider.Type)? { get }
  /// Runs once when the dashboard starts, as if the app had launched: app-side setup such as
  /// opening stores or calling `updateAppShortcutParameters()`.
  @MainActor static func launch()
  /// The widgets placed on the Home Screen and the Lock Screen when the dashboard starts.
  ///
  /// In order; `nil`: a `@main` bundle's program places one of each of the bundle's widget
  /// kinds, in the first family it supports (a test dashboard places none).
  static var defaultWidgets: [SpacesWidgetPlacement]? { get }
  /// The app's own screen, shown full-space when the app opens.
  ///
  /// The dashboard shows it, titled with `appName`, when an intent opens the app (an
  /// `OpenIntent`, an intent with `openAppWhenRun`); `nil` (the default) for none.
  ///
  /// It plays the part of the app's `WindowGroup` content: `@State` works in it (the
  /// dashboard keeps the values while it runs, and `Codable` ones across restarts), and so do
  /// `Button(intent:)`, `SiriTipView` and `ShortcutsLink`:
  ///
  /// ```swift
  /// static var appView: AnyView? { AnyView(CoffeeHome()) }
  /// ```
  @MainActor static var appView: AnyView? { get }

  /// The app's string catalogs (`Localizable.xcstrings` files, e.g. from `Bundle.module`).
  ///
  /// Read for the dashboard's language (`SPACES_LOCALE`, else `LANG`).
  static var stringCatalogs: [URL] { get }
}

extension SpacesAppInfo {
  /// The name of the running executable (the package's product name).
  public static var appName: String {
    URL(fileURLWithPath: CommandLine.arguments.first ?? "App").lastPathComponent
  }
  /// No synonyms.
  public static var nameSynonyms: [String] { [] }
  /// No App Shortcuts.
  public static var appShortcuts: (any AppShortcutsProvider.Type)? { nil }
  /// Nothing to set up.
  @MainActor public static func launch() {}
  /// `nil`: the program places one of each widget kind, a test dashboard none.
  public static var defaultWidgets: [SpacesWidgetPlacement]? { nil }
  /// No screen of its own.
  @MainActor public static var appView: AnyView? { nil }
  /// No string catalogs: keys show as written.
  public static var stringCatalogs: [URL] { [] }
}
