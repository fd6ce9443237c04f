import Foundation
import Synchronization

/// The per-app Live Activities switches, as iOS's Settings › <App> › Live Activities: which
/// app declares which attributes types, and the apps whose switch is off.
///
/// An app turned off can't start activities (`Activity.request` throws `.denied`), its running
/// ones end and are removed, and `ActivityAuthorizationInfo` in its code says so. The
/// system-wide switch (`ActivityRegistry.setActivitiesEnabled(_:)`) still turns them all off.
package final class ActivityAppSwitches: Sendable {
  private let storage = Mutex<(appOfType: [String: String], off: Set<String>)>(([:], []))

  package init() {}

  /// Tells which app declares each attributes type (the engine does this when it installs
  /// the apps).
  package func setApps(_ appOfType: [String: String]) {
    storage.withLock { $0.appOfType = appOfType }
  }

  /// The app that declares an attributes type.
  package func app(ofType type: String) -> String? {
    storage.withLock { $0.appOfType[type] }
  }

  /// The apps whose switch is off.
  package var appsOff: Set<String> { storage.withLock { $0.off } }

  /// Whether an app's switch is off (`nil`: an app the engine can't tell, never off).
  package func isOff(app: String?) -> Bool {
    guard let app else { return false }
    return storage.withLock { $0.off.contains(app) }
  }

  /// Whether the app that declares an attributes type has its switch off.
  package func isOff(type: String) -> Bool {
    storage.withLock { store in store.appOfType[type].map { store.off.contains($0) } ?? false }
  }

  /// Turns an app's switch on or off; returns whether it changed.
  func set(_ app: String, on: Bool) -> Bool {
    storage.withLock { store in
      on ? store.off.remove(app) != nil : store.off.insert(app).inserted
    }
  }
}

extension ActivityRegistry {
  /// Whether an app may start Live Activities: the system-wide switch and the app's own.
  package func areActivitiesEnabled(forApp app: String?) -> Bool {
    areActivitiesEnabled && !appSwitches.isOff(app: app)
  }

  /// Turns one app's Live Activities on or off, as the person does in Settings › <App>;
  /// returns the activities that ended because of it.
  ///
  /// Off: the app's running activities end and are dismissed at once, as iOS removes them, and
  /// its `Activity.request` throws `.denied`; `activityEnablementUpdates` in its code hears of
  /// each change.
  package func setActivitiesEnabled(_ enabled: Bool, forApp app: String) -> [String] {
    guard appSwitches.set(app, on: enabled) else { return [] }
    var ended: [String] = []
    if !enabled {
      for record in all
      where appSwitches.app(ofType: record.attributesType) == app
        && (record.activityState == .active || record.activityState == .stale)
      {
        modify(id: record.id) {
          $0.activityState = .dismissed
          $0.dismissalDate = nil
        }
        ended.append(record.id)
      }
    }
    observers.publish(.appEnablement(app: app, enabled))
    return ended
  }
}
