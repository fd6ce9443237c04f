import Foundation
import SpacesKit

/// An app whose widget extension the dashboard hosts: its name, its bundle, and what runs when
/// the system launches it.
package struct HostedApp: Sendable {
  /// The app's display name (the default display name of its controls).
  package var name: String
  /// Builds the app's widget bundle content (controls and activity presentations).
  package var makeEntries: @MainActor @Sendable () -> [WidgetBundleEntry]
  /// Runs once when the dashboard starts, as if the app had launched.
  package var launch: @MainActor @Sendable () -> Void
  /// The configured controls the default layout installs (before any layout is saved), in
  /// order: several of one configurable kind (a Work timer and a Violin timer), each with its
  /// saved configuration. Kinds not listed get one control with their defaults.
  package var defaultControls: [ControlInstanceKey] = []
  /// The widgets placed when the dashboard starts, in order (Home Screen families and Lock
  /// Screen accessory families).
  package var defaultWidgets: [DefaultWidget] = []
  /// The app's App Shortcuts (its `AppShortcutsProvider`), if it has any: the Siri bar runs
  /// them.
  package var appShortcuts: (any AppShortcutsProvider.Type)?
  /// Other names people call the app by (iOS: `INAlternativeAppNames`); Siri accepts them for
  /// `\(.applicationName)`.
  package var nameSynonyms: [String] = []
  /// Whether the app places one of each of its widget kinds (in the first family each supports)
  /// when the dashboard starts, after `defaultWidgets`: what a `@main` bundle's program does when
  /// its `SpacesAppInfo.defaultWidgets` is `nil` (the default).
  package var placesEveryWidgetKind = false
  /// The app's own screen, if it has one: the view shown full-space when the app opens (an
  /// `OpenIntent`, an intent with `openAppWhenRun`). The closure runs on the main actor each
  /// time the screen is resolved; returning `nil` (or no closure) means the app has no screen
  /// and opening it only shows the “opening <App>” banner.
  package var appView: (@MainActor @Sendable () -> AnyView?)?
  /// The app's string catalogs (`.xcstrings` files), read at install for the host's language.
  package var stringCatalogs: [URL] = []
  /// The bitmap of the app's icon (its `AppIcon.appiconset`'s largest PNG), which the Home
  /// Screen draws between the widgets; `nil`: the app shows no icon.
  package var iconPath: String?

  /// Hosts the widget bundle of an app.
  package init<AppBundle: WidgetBundle>(
    name: String, bundle: AppBundle.Type, launch: @escaping @MainActor @Sendable () -> Void = {},
    defaultControls: [ControlInstanceKey] = []
  ) {
    self.name = name
    self.makeEntries = { AppBundle().body.body._entries }
    self.launch = launch
    self.defaultControls = defaultControls
  }

  /// Hosts the widget bundle of an app that places widgets when the dashboard starts.
  package init<AppBundle: WidgetBundle>(
    name: String, bundle: AppBundle.Type, launch: @escaping @MainActor @Sendable () -> Void = {},
    defaultWidgets: [DefaultWidget]
  ) {
    self.init(name: name, bundle: bundle, launch: launch)
    self.defaultWidgets = defaultWidgets
  }

  /// Hosts an app whose bundle content is built by a closure rather than a `WidgetBundle` type:
  /// for generated apps (a benchmark's thousands of controls of distinct kinds) that a result
  /// builder can't spell. `makeEntries` runs once, when the engine installs the app.
  package init(
    name: String, makeEntries: @escaping @MainActor @Sendable () -> [WidgetBundleEntry],
    launch: @escaping @MainActor @Sendable () -> Void = {}
  ) {
    self.name = name
    self.makeEntries = makeEntries
    self.launch = launch
  }

  /// Hosts a widget bundle as its own app: the name, synonyms, App Shortcuts and launch come from
  /// its `SpacesAppInfo` conformance, or the defaults (the executable's name) without one.
  /// `placesEveryWidgetKindByDefault`: a bundle whose `defaultWidgets` is `nil` places one of
  /// each of its widget kinds (what a `@main` bundle's program does); otherwise it places none.
  @MainActor
  package init<AppBundle: WidgetBundle>(
    bundle: AppBundle.Type, placesEveryWidgetKindByDefault: Bool = false
  ) {
    let info = AppBundle.self as? any SpacesAppInfo.Type
    self.init(
      name: info?.appName
        ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "App")
        .lastPathComponent,
      bundle: bundle,
      launch: { info?.launch() })
    appShortcuts = info?.appShortcuts
    nameSynonyms = info?.nameSynonyms ?? []
    if let placements = info?.defaultWidgets {
      defaultWidgets = placements.map {
        DefaultWidget(kind: $0.kind, family: $0.family, configuration: $0.configuration)
      }
    } else {
      placesEveryWidgetKind = placesEveryWidgetKindByDefault
    }
    if let info { appView = { info.appView } }
    stringCatalogs = info?.stringCatalogs ?? []
    // The program's own catalogs (beside it and in its resource bundles) are the app's, as
    // iOS finds the icon in the app's bundle.
    iconPath = AssetCatalogs.shared.appIconIfAny(bundlePath: nil)
  }
}
