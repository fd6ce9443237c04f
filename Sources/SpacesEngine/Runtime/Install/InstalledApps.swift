import Foundation
import SpacesKit

/// What the hosted apps' bundle code declared, as the engine runs it: each control, widget and
/// Live Activity definition by kind, the apps with App Shortcuts, and the apps' own screens.
///
/// `install(_:host:)` runs the bundle code once at start and checks it: bad input (a kind
/// declared twice, a kind with spaces, an empty display name) becomes a warning naming the kind;
/// a second declaration of a kind is ignored, the rest runs.
@MainActor
final class InstalledApps {
  /// The control kinds' definitions, by kind.
  private(set) var controls: [String: ControlDefinition] = [:]
  /// The Live Activity presentations, by attributes type.
  private(set) var activities: [String: ActivityDefinition] = [:]
  /// The app that declares each Live Activity's attributes type.
  private(set) var activityApps: [String: String] = [:]
  /// The widget kinds' definitions, by kind.
  private(set) var widgets: [String: WidgetDefinition] = [:]
  /// The widget kinds each app declares, by app name, in bundle order.
  private(set) var widgetKindsByApp: [String: [String]] = [:]
  /// The apps with App Shortcuts, in order.
  private(set) var shortcutApps: [HostedApp] = []
  /// The apps' own screens, by app name.
  private(set) var appViews: [String: @MainActor @Sendable () -> AnyView?] = [:]
  /// The names of the apps that have their own screen, in order.
  private(set) var appsWithScreens: [String] = []

  /// The control kinds as the gallery and the controls feature know them, in bundle order.
  private(set) var controlKinds: [ControlKindInfo] = []
  /// What was wrong with the bundles (each names the kind and the app).
  private(set) var warnings: [String] = []

  /// Runs the apps' bundle code and records what it declares.
  init(apps: [HostedApp], host: SystemHost) {
    var check = BundleCheck()
    shortcutApps = apps.filter { $0.appShortcuts != nil }
    var catalogProblems: [String] = []
    for app in apps {
      for url in app.stringCatalogs {
        do {
          let (catalog, problems) = try StringCatalog.load(url)
          host.strings.add(catalog)
          catalogProblems += problems.map { "\(app.name): \($0)" }
        } catch {
          catalogProblems.append("\(app.name): \(error); its keys show as written")
        }
      }
      for entry in host.runSync({ app.makeEntries() }) {
        switch entry {
        case .control(let definition):
          guard check.admitControl(definition.kind, app: app.name) else { continue }
          controls[definition.kind] = definition
          controlKinds.append(Self.kindInfo(definition, app: app, host: host, check: &check))
        case .activity(let definition):
          activities[definition.attributesType] = definition
          activityApps[definition.attributesType] = app.name
        case .widget(let definition):
          guard check.admitWidget(definition.kind, app: app.name) else { continue }
          widgets[definition.kind] = definition
          widgetKindsByApp[app.name, default: []].append(definition.kind)
          catalogProblems += definition.portingWarnings.map { "\(app.name): \($0)" }
        }
      }
      if let make = app.appView, host.runSync({ make() }) != nil {
        appViews[app.name] = make
        appsWithScreens.append(app.name)
      }
    }
    warnings = catalogProblems + check.warnings
  }

  /// A control kind as the gallery lists it: its preview (of the default configuration), the
  /// API values it uses that are not supported yet, and the app's default configurations.
  private static func kindInfo(
    _ definition: ControlDefinition, app: HostedApp, host: SystemHost, check: inout BundleCheck
  ) -> ControlKindInfo {
    let configuration = definition.configuration.map { support in
      host.runSync { support.makeDefault() }
    }
    var preview = host.runSync { definition.preview(configuration) }
    // A configurable control previews unconfigured until configured: titled as the gallery
    // names it. Names are translated with the host current (its string catalogs).
    let (name, description) = host.runSync {
      (definition.displayName?.resolvedText, definition.description?.resolvedText)
    }
    let displayName = check.displayName(name, kind: definition.kind, app: app.name)
    if preview.isUnconfigured { preview.title = displayName }
    return ControlKindInfo(
      kind: definition.kind, appName: app.name, displayName: displayName,
      description: description, preview: preview,
      defaultConfiguration: configuration,
      promptsForUserConfiguration: definition.promptsForUserConfiguration,
      defaultConfigurations: app.defaultControls.filter { $0.kind == definition.kind }
        .map { $0.configuration ?? [:] },
      unsupported: UnsupportedAPIs.used(by: definition, preview: preview),
      acceptsPushes: definition.pushHandler != nil)
  }

}
