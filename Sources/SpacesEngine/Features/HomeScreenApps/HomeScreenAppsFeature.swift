import Foundation

/// The apps whose icons the Home Screen shows, as iOS shows an app's icon between the widgets:
/// each hosted app that ships an app icon set (`AppIcon.appiconset`), with its icon's bitmap.
package enum HomeScreenAppsFeature: Feature {
  /// The apps shown with an icon, in the order they are hosted.
  package struct State: FeatureState {
    /// The apps with an icon.
    package var apps: [HomeScreenApp] = []

    /// No app has an icon yet.
    package init() {}
  }

  /// What happens to the Home Screen's app icons.
  package enum Action: Equatable, Sendable {
    /// The hosted apps with icons (the engine finds them at start).
    case installed([HomeScreenApp])
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .installed(let apps): state.apps = apps
    }
  }
}

/// An app as the Home Screen shows it: its name under its icon.
package struct HomeScreenApp: Equatable, Sendable {
  /// The app's display name.
  package var name: String
  /// The icon's bitmap (the app icon set's largest PNG).
  package var iconPath: String

  /// An app with its icon's bitmap.
  package init(name: String, iconPath: String) {
    self.name = name
    self.iconPath = iconPath
  }
}

extension DashboardAction {
  /// A Home Screen app icons action.
  package static func homeScreenApps(_ action: HomeScreenAppsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}
