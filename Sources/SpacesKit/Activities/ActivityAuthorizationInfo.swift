import Foundation

/// Whether the person allows Live Activities, as ActivityKit's `ActivityAuthorizationInfo`.
///
/// Follows the dashboard's Live Activities switch (`ActivityRegistry.setActivitiesEnabled`) and
/// the app's own (the Settings sheet's, for the app whose code made the object, where the engine
/// knows it: `SystemHost.currentApp`): on by default, as iOS starts. Frequent push updates are never allowed: the dashboard has no
/// `NSSupportsLiveActivitiesFrequentUpdates` key to read.
public final class ActivityAuthorizationInfo: Sendable {
  /// Whether Live Activities are allowed, as it changes.
  public typealias ActivityEnablementUpdates = AsyncStream<Bool>
  /// Whether frequent push updates are allowed, as it changes.
  public typealias FrequentPushEnablementUpdates = AsyncStream<Bool>

  private let host: SystemHost
  /// The app whose code made the object (`nil`: one the engine can't tell).
  private let app: String?

  /// Creates an object that reports the person's Live Activity settings.
  public init() {
    host = SystemHost.current
    app = SystemHost.currentApp
  }

  /// Whether the app may start Live Activities.
  public var areActivitiesEnabled: Bool { host.activities.areActivitiesEnabled(forApp: app) }

  /// Whether the app may update Live Activities with frequent pushes (never, in the dashboard).
  public var frequentPushesEnabled: Bool { false }

  /// Each change of `areActivitiesEnabled`, from the moment the sequence is made.
  public var activityEnablementUpdates: ActivityEnablementUpdates {
    let registry = host.activities
    let app = self.app
    let last = Latest(registry.areActivitiesEnabled(forApp: app))
    return registry.observers.stream { change in
      switch change {
      case .enablement: break
      case .appEnablement(let changed, _) where changed == app: break
      default: return (nil, false)
      }
      let enabled = registry.areActivitiesEnabled(forApp: app)
      return (last.replace(with: enabled) ? enabled : nil, false)
    }
  }

  /// Each change of `frequentPushesEnabled` (none: it never changes in the dashboard).
  public var frequentPushEnablementUpdates: FrequentPushEnablementUpdates {
    host.activities.observers.stream { _ in (nil, false) }
  }
}
