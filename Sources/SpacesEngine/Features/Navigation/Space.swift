import SpacesKit

/// The system spaces the dashboard shows.
public enum Space: String, CaseIterable, Sendable, Equatable {
  case controlCenter = "control-center"
  case lockScreen = "lock-screen"
  case actionButton = "action-button"
  case homeScreen = "home-screen"
  /// Every installed control in every size and state, for design reviews.
  case controlLab = "lab"
  /// Every app's App Shortcuts as tiles, grouped by app, as the Shortcuts app shows them.
  case shortcuts

  /// The space's name as people read it.
  public var title: String {
    switch self {
    case .controlCenter: "Control Center"
    case .lockScreen: "Lock Screen"
    case .actionButton: "Action Button"
    case .homeScreen: "Home Screen"
    case .controlLab: "Lab"
    case .shortcuts: "Shortcuts"
    }
  }

  /// A one-word name for narrow terminals.
  public var shortTitle: String {
    switch self {
    case .controlCenter: "Control"
    case .lockScreen: "Lock"
    case .actionButton: "Action"
    case .homeScreen: "Home"
    case .controlLab: "Lab"
    case .shortcuts: "Shortcuts"
    }
  }

  /// How many control slots the space has (the Lock Screen's two at the bottom).
  public var controlSlots: Int {
    switch self {
    case .lockScreen: 2
    case .controlCenter, .actionButton, .homeScreen, .controlLab, .shortcuts: 0
    }
  }

  /// The key that shows the space.
  public var key: Character {
    switch self {
    case .controlCenter: "1"
    case .lockScreen: "2"
    case .actionButton: "3"
    case .homeScreen: "4"
    case .controlLab: "5"
    case .shortcuts: "6"
    }
  }
}
