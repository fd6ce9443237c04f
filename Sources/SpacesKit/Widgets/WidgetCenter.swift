import Foundation
import Synchronization

/// The app's way to ask for new timelines and to read its configured widgets, as WidgetKit's
/// `WidgetCenter`.
public final class WidgetCenter: Sendable {
  /// The shared widget center.
  public static let shared = WidgetCenter()

  private init() {}

  /// Reloads the timelines of every widget of a kind.
  public func reloadTimelines(ofKind kind: String) {
    SystemHost.current.send(.reloadTimelines(kind: kind))
  }

  /// Reloads the timelines of all of the app's widgets.
  public func reloadAllTimelines() {
    SystemHost.current.send(.reloadTimelines(kind: nil))
  }

  /// Reads the widgets people placed, with their families and configurations.
  public func getCurrentConfigurations(
    _ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void
  ) {
    completion(.success(SystemHost.current.widgets.all))
  }

  /// Reads the widgets people placed, with their families and configurations.
  public func currentConfigurations() async throws -> [WidgetInfo] {
    SystemHost.current.widgets.all
  }

  /// Tells the system that the app's recommended widget configurations changed.
  ///
  /// The system asks the providers for their `recommendations()` again (the event log lists
  /// them).
  public func invalidateConfigurationRecommendations() {
    SystemHost.current.send(.invalidateConfigurationRecommendations)
  }
}

/// A widget people placed, as WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Sendable, CustomStringConvertible {
  /// The widget's kind.
  public let kind: String
  /// The widget's family.
  public let family: WidgetFamily
  /// The widget's configuration intent (`nil` for a static widget).
  public let configuration: (any AppIntent)?

  /// Creates the description of a placed widget.
  package init(kind: String, family: WidgetFamily, configuration: (any AppIntent)?) {
    self.kind = kind
    self.family = family
    self.configuration = configuration
  }

  /// The configuration intent as its type.
  public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(
    of type: Intent.Type = Intent.self
  ) -> Intent? {
    configuration as? Intent
  }

  /// The kind and family: `CaffeineWidget (systemSmall)`.
  public var description: String { "\(kind) (\(family))" }
}

/// The widgets placed on a host, as `WidgetCenter` reports them; the engine keeps it current,
/// a widget at a time (placing one costs the same with 10 or 10,000 placed).
package final class WidgetRegistry: Sendable {
  private struct Placed {
    /// The widgets' numbers in placement order.
    var order: [Int] = []
    var byNumber: [Int: WidgetInfo] = [:]
  }

  private let widgets = Mutex(Placed())

  /// Creates an empty registry.
  package init() {}

  /// The widgets, in placement order.
  package var all: [WidgetInfo] {
    widgets.withLock { placed in placed.order.compactMap { placed.byNumber[$0] } }
  }

  /// Records a placed widget by its number (a new number goes last).
  package func place(_ number: Int, _ info: WidgetInfo) {
    widgets.withLock { placed in
      if placed.byNumber.updateValue(info, forKey: number) == nil { placed.order.append(number) }
    }
  }

  /// Forgets a removed widget.
  package func remove(_ number: Int) {
    widgets.withLock { placed in
      guard placed.byNumber.removeValue(forKey: number) != nil else { return }
      placed.order.removeAll { $0 == number }
    }
  }
}
