import SpacesKit

extension HomeScreenAppsFeature.Effect: FeatureEffect {
  /// Runs a Home Screen apps effect in the engine.
  package func run(in engine: Engine) {
    switch self {
    case .findWidgetSymbols:
      engine.post(.homeScreenApps(.widgetSymbols(engine.widgetSymbols())))
    }
  }
}

extension Engine {
  /// Every hosted app as the Home Screen shows it: its icon's bitmap if it ships an app icon
  /// set, else the symbol and colour of its tile (its first App Shortcut's `systemImageName`,
  /// else its first control's symbol; its App Shortcuts' `shortcutTileColor` if it declares one
  /// other than the default). An app with neither symbol gets the first SF Symbol in its first
  /// widget's placeholder when the Home Screen first shows (`widgetSymbols()`).
  func homeScreenApps(_ hosted: [HostedApp]) -> [HomeScreenApp] {
    hosted.map { app in
      var shortcutSymbol: String?
      var tileColor: ShortcutTileColor?
      if let provider = app.appShortcuts {
        shortcutSymbol = host.runSync {
          provider.appShortcuts.lazy.compactMap(\.systemImageName).first
        }
        // `.navy` is the protocol's default: an app that names no colour gets one by name.
        tileColor = provider.shortcutTileColor == .navy ? nil : provider.shortcutTileColor
      }
      let controlSymbol = apps.controlKinds.lazy.filter { $0.appName == app.name }
        .compactMap { $0.preview.onLabel.systemImage ?? $0.preview.offLabel.systemImage }.first
      return HomeScreenApp(
        name: app.name, iconPath: app.iconPath, symbol: shortcutSymbol ?? controlSymbol,
        tileColor: tileColor)
    }
  }

  /// The first SF Symbol in the widgets' placeholders of each Home Screen app that has no
  /// symbol, by app name (apps whose widgets draw none are left out).
  func widgetSymbols() -> [String: String] {
    var symbols: [String: String] = [:]
    for app in state.homeScreenApps.apps where app.symbol == nil {
      let kinds = state.widgetGallery.catalog.filter { $0.appName == app.name }
      if let symbol = firstSymbol(of: kinds) { symbols[app.name] = symbol }
    }
    return symbols
  }

  /// The first SF Symbol drawn in the first of these widget kinds' placeholders that has one
  /// (each kind's first supported family). The placeholder is made here unless the gallery
  /// has made it already.
  func firstSymbol(of kinds: [WidgetKindInfo]) -> String? {
    for kind in kinds {
      guard let family = kind.families.first, let definition = apps.widgets[kind.kind] else {
        continue
      }
      let context = definition.context(family: family, isPreview: true)
      let view = kind.placeholders[family] ?? host.runSync { definition.placeholder(context) }
      var symbol: String?
      view.forEachNode { node in
        if symbol == nil, case .image(let name) = node { symbol = name }
      }
      if let symbol { return symbol }
    }
    return nil
  }
}

extension InstalledApps {
  /// The widget kinds whose configuration disfavours a location for a family.
  func kindsDisfavoring(_ location: WidgetLocation, in family: WidgetFamily) -> Set<String> {
    Set(widgets.filter { $0.value.disfavoredLocations[family]?.contains(location) == true }.keys)
  }

  /// The widget kinds StandBy leaves out of its stacks: those disfavouring it for the small
  /// family, and those whose container background isn't removable
  /// (`containerBackgroundRemovable(false)`), as iOS shows only removable ones there.
  var kindsLeftOutOfStandBy: Set<String> {
    kindsDisfavoring(.standBy, in: .systemSmall).union(
      widgets.filter { !$0.value.containerBackgroundRemovable }.keys)
  }
}
