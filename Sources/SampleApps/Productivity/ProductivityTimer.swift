import SpacesKit

/// A productivity timer people choose for a timer control (session, 13:06): the Work timer, the
/// Violin timer. The app keeps the timers, and their running state, in its app group container
/// (`TimerManager`); the entity names one.
struct ProductivityTimer: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer"
  static let defaultQuery = TimerQuery()

  /// The timer's identifier ("work", "violin").
  let id: String
  /// The timer's name, the control's title.
  var name: String
  /// How long one interval lasts, in minutes.
  var minutes = 25

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(minutes)-minute intervals",
      image: .init(systemName: "hourglass"))
  }
}
