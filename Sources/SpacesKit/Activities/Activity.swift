import Foundation
import Synchronization

/// Describes a Live Activity's static data and its dynamic `ContentState`, as ActivityKit.
public protocol ActivityAttributes: Codable, Sendable {
  /// The dynamic data of the activity.
  associatedtype ContentState: Codable, Hashable, Sendable
}

/// A Live Activity's state and when it becomes outdated.
public struct ActivityContent<State: Codable & Hashable & Sendable>: Sendable, Hashable {
  /// The dynamic state.
  public var state: State
  /// When the content becomes outdated; the system shows it as stale after.
  public var staleDate: Date?
  /// Which activity the system prefers when several run.
  public var relevanceScore: Double

  /// Creates content from a state, the date it goes stale, and its relevance.
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

/// How an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Sendable, Equatable {
  enum Kind: Equatable { case `default`, immediate, after(Date) }
  let kind: Kind
  /// Stays up to four hours after it ends (SystemSpaces: one minute, so a demo doesn't keep it
  /// for hours).
  public static let `default` = ActivityUIDismissalPolicy(kind: .default)
  /// Removed at once.
  public static let immediate = ActivityUIDismissalPolicy(kind: .immediate)
  /// Removed at a date, at most four hours after it ends.
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
    ActivityUIDismissalPolicy(kind: .after(date))
  }
}

/// The life cycle of a Live Activity.
public enum ActivityState: Sendable, Equatable {
  /// Running; ended but still shown; removed from the Lock Screen; or past its stale date.
  case active, ended, dismissed, stale
}

/// Errors from requesting a Live Activity.
public enum ActivityAuthorizationError: Error, Sendable {
  /// Why a request was refused.
  ///
  /// The attributes were too large, Live Activities are turned off, too many activities run in
  /// all or for this app, or Live Activities aren't supported here.
  case attributesTooLarge, denied, globalMaximumExceeded, targetMaximumExceeded, unsupported
}

/// Push token type for activities updated by push.
public enum PushType: Sendable, Equatable {
  /// Updates arrive by push to a token the activity reports.
  case token
}

/// A running Live Activity, as ActivityKit's `Activity`.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, Sendable {
  /// The activity's identifier.
  public let id: String
  /// The static attributes.
  public let attributes: Attributes
  let host: SystemHost
  /// The content this object last saw in the registry: what `content` returns once the record
  /// is gone (the activity was dismissed and pruned).
  private let lastContent: Mutex<ActivityContent<Attributes.ContentState>>

  init(
    id: String, attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
    host: SystemHost
  ) {
    self.id = id
    self.attributes = attributes
    self.lastContent = Mutex(content)
    self.host = host
  }

  /// How long an ended activity may stay on screen.
  static var maximumDismissalDelay: TimeInterval { 4 * 3600 }

  /// Starts a Live Activity.
  ///
  /// Throws `ActivityAuthorizationError.denied` while Live Activities are turned off,
  /// `.targetMaximumExceeded` when
  /// `ActivityRegistry.maximumPerType` activities of this type already run, and
  /// `.globalMaximumExceeded` when `ActivityRegistry.maximumOnDevice` run in all.
  public static func request(
    attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
    pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    let host = SystemHost.current
    let id = try host.activities.start(
      ActivityRecord(
        attributesType: _typeName(Attributes.self, qualified: false), attributes: attributes,
        state: content.state, staleDate: content.staleDate,
        relevanceScore: content.relevanceScore, startDate: host.now(), pushType: pushType,
        decodeState: { try JSONDecoder().decode(Attributes.ContentState.self, from: $0) }))
    host.send(.activityChanged(id: id))
    return Activity(id: id, attributes: attributes, content: content, host: host)
  }

  /// The app's current Live Activities of this type.
  ///
  /// Those not ended yet (active or stale), in the order they started. Ended ones still on screen
  /// and dismissed ones are not listed.
  public static var activities: [Activity<Attributes>] {
    let host = SystemHost.current
    return host.activities.records(ofType: _typeName(Attributes.self, qualified: false)).compactMap
    {
      guard $0.activityState == .active || $0.activityState == .stale,
        let attributes = $0.attributes as? Attributes,
        let content = Self.content(of: $0)
      else { return nil }
      return Activity(id: $0.id, attributes: attributes, content: content, host: host)
    }
  }

  /// The current content.
  ///
  /// The registry's, or the last content seen once the activity is gone or if its record holds a
  /// state of another type.
  ///
  /// SystemSpaces keeps `relevanceScore` and returns it here; the Lock Screen lists the most
  /// relevant activity first, as iOS does.
  public var content: ActivityContent<Attributes.ContentState> {
    lastContent.withLock { last in
      if let record = host.activities.record(id: id), let current = Self.content(of: record) {
        last = current
      }
      return last
    }
  }

  /// The life-cycle state.
  ///
  /// `.stale` once an active activity's stale date has passed, `.dismissed` once it left the
  /// screen.
  public var activityState: ActivityState {
    guard let record = host.activities.record(id: id) else { return .dismissed }
    if record.activityState == .active, let stale = record.staleDate, stale <= host.now() {
      return .stale
    }
    return record.activityState
  }

  /// A record's content, if its state is of this activity's type.
  static func content(of record: ActivityRecord) -> ActivityContent<
    Attributes.ContentState
  >? {
    guard let state = record.state as? Attributes.ContentState else { return nil }
    return ActivityContent(
      state: state, staleDate: record.staleDate, relevanceScore: record.relevanceScore)
  }

  /// Updates the content.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async {
    host.activities.modify(id: id) {
      $0.state = content.state
      $0.staleDate = content.staleDate
      $0.relevanceScore = content.relevanceScore
      // New content is fresh again.
      if $0.activityState == .stale { $0.activityState = .active }
    }
    host.send(.activityChanged(id: id))
  }

  /// Ends the activity, optionally with final content.
  public func end(
    _ content: ActivityContent<Attributes.ContentState>?,
    dismissalPolicy: ActivityUIDismissalPolicy = .default
  ) async {
    let now = host.now()
    host.activities.modify(id: id) {
      if let content {
        $0.state = content.state
        $0.staleDate = content.staleDate
        $0.relevanceScore = content.relevanceScore
      }
      $0.activityState = .ended
      switch dismissalPolicy.kind {
      // Dismissed for the app at once; the record stays until the engine takes the activity
      // off the screen and calls `dismiss(id:)`.
      case .immediate: $0.activityState = .dismissed
      case .after(let date):
        $0.dismissalDate = min(date, now.addingTimeInterval(Self.maximumDismissalDelay))
      case .default: $0.dismissalDate = now.addingTimeInterval(60)
      }
    }
    host.send(.activityChanged(id: id))
  }
}

/// A type-erased Live Activity as the system stores it.
package struct ActivityRecord: @unchecked Sendable {
  /// The identifier.
  package var id = ""
  /// The attributes' type name, which selects the `ActivityConfiguration` that draws it.
  package var attributesType: String
  /// The attributes (an `ActivityAttributes` value).
  package var attributes: any Sendable
  /// The content state (an `ActivityAttributes.ContentState` value).
  package var state: any Sendable
  /// When the content goes stale.
  package var staleDate: Date?
  /// Which activity the app prefers when several run.
  package var relevanceScore: Double = 0
  /// When the activity started.
  package var startDate: Date
  /// Its life-cycle state.
  package var activityState: ActivityState = .active
  /// When an ended activity leaves the screen.
  package var dismissalDate: Date?
  /// How the app asked to update it by push (`nil`: it updates it itself).
  package var pushType: PushType?
  /// The token a push server sends its updates to (activities requested with `.token`).
  package var pushToken: Data?
  /// An alert to show with the next change (`update(_:alertConfiguration:)`).
  package var alert: ActivityAlertRequest?
  /// Decodes a content state pushed as JSON into the app's `ContentState` type.
  package var decodeState: (@Sendable (Data) throws -> any Sendable)?
}

/// The Live Activities of one host, shared between app code and the engine.
///
/// A record from `Activity.request` until the engine takes the ended activity off the screen.
package final class ActivityRegistry: Sendable {
  private let storage = Mutex<(next: Int, records: [ActivityRecord], enabled: Bool)>(
    (1, [], true))
  /// The async sequences app code iterates (`contentUpdates`, `activityUpdates`…).
  package let observers = ActivityObservers()
  /// The per-app Live Activities switches.
  package let appSwitches = ActivityAppSwitches()

  /// The most activities of one attributes type that run at once (iOS documents no number; the
  /// dashboard can't tell which app asked, so it counts by type).
  package static let maximumPerType = 5
  /// The most activities that run at once on the device.
  package static let maximumOnDevice = 10

  /// Adds an activity and returns its identifier, unless too many run already.
  package func start(_ record: ActivityRecord) throws(ActivityAuthorizationError) -> String {
    // The app's own switch (Settings › <App> › Live Activities) is off.
    if appSwitches.isOff(type: record.attributesType) { throw .denied }
    let id = try storage.withLock { store throws(ActivityAuthorizationError) in
      guard store.enabled else { throw .denied }
      let running = store.records.filter {
        $0.activityState == .active || $0.activityState == .stale
      }
      if running.count >= Self.maximumOnDevice { throw .globalMaximumExceeded }
      if running.count(where: { $0.attributesType == record.attributesType })
        >= Self.maximumPerType
      {
        throw .targetMaximumExceeded
      }
      var record = record
      record.id = "activity-\(store.next)"
      store.next += 1
      if record.pushType == .token { record.pushToken = ActivityTokens.token(for: record.id) }
      store.records.append(record)
      return record.id
    }
    observers.publish(.started(id: id))
    return id
  }

  /// Every activity not yet dismissed, in the order they started.
  package var all: [ActivityRecord] { storage.withLock { $0.records } }

  /// One activity.
  package func record(id: String) -> ActivityRecord? {
    storage.withLock { $0.records.first { $0.id == id } }
  }

  /// Marks an active activity stale (its stale date passed), as ActivityKit does.
  ///
  /// Its views are then built with `context.isStale == true`.
  package func markStale(id: String) {
    modify(id: id) { if $0.activityState == .active { $0.activityState = .stale } }
  }

  func records(ofType type: String) -> [ActivityRecord] {
    storage.withLock { $0.records.filter { $0.attributesType == type } }
  }

  /// Changes an activity and tells the observers (nothing happens to an unknown one).
  package func modify(id: String, _ change: (inout ActivityRecord) -> Void) {
    let found = storage.withLock { store in
      guard let index = store.records.firstIndex(where: { $0.id == id }) else { return false }
      change(&store.records[index])
      return true
    }
    if found { observers.publish(.changed(id: id)) }
  }

  /// Whether Live Activities are allowed (`ActivityAuthorizationInfo.areActivitiesEnabled`).
  package var areActivitiesEnabled: Bool { storage.withLock { $0.enabled } }

  /// Turns Live Activities on or off, as the person does in Settings; returns the activities
  /// that ended because of it.
  ///
  /// Turned off, running activities end and are dismissed at once, as iOS removes them, and
  /// `Activity.request` throws `.denied`; `activityEnablementUpdates` hears of each change.
  package func setActivitiesEnabled(_ enabled: Bool) -> [String] {
    let (changed, ended) = storage.withLock { store -> (Bool, [String]) in
      guard store.enabled != enabled else { return (false, []) }
      store.enabled = enabled
      guard !enabled else { return (true, []) }
      var ended: [String] = []
      for index in store.records.indices
      where store.records[index].activityState == .active
        || store.records[index].activityState == .stale
      {
        store.records[index].activityState = .dismissed
        ended.append(store.records[index].id)
      }
      return (true, ended)
    }
    for id in ended { observers.publish(.changed(id: id)) }
    if changed { observers.publish(.enablement(enabled)) }
    return ended
  }

  /// Keeps an alert for the activity's next change (`Activity.update(_:alertConfiguration:)`).
  package func setAlert(_ alert: ActivityAlertRequest, id: String) {
    storage.withLock { store in
      if let index = store.records.firstIndex(where: { $0.id == id }) {
        store.records[index].alert = alert
      }
    }
  }

  /// Takes the alert waiting for an activity, if any (the engine shows it).
  package func takeAlert(id: String) -> ActivityAlertRequest? {
    storage.withLock { store in
      guard let index = store.records.firstIndex(where: { $0.id == id }) else { return nil }
      defer { store.records[index].alert = nil }
      return store.records[index].alert
    }
  }

  /// Forgets an activity: the system removed it from the screen.
  ///
  /// Its `Activity` objects then report `.dismissed` and keep their last content.
  package func dismiss(id: String) {
    storage.withLock { $0.records.removeAll { $0.id == id } }
    observers.publish(.dismissed(id: id))
  }
}
