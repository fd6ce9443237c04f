import Foundation
import Synchronization

/// The async sequences ActivityKit gives app code: content, life-cycle state and push tokens of
/// an activity, and the activities of a type as they start.
///
/// Each sequence observes from the moment it is created and ends when the activity is
/// dismissed (the type-wide ones never end), as ActivityKit's do; a task that stops iterating
/// drops its observer.
extension Activity {
  /// The content as it changes (ActivityKit's `Activity.ContentUpdates`).
  public typealias ContentUpdates = AsyncStream<ActivityContent<Attributes.ContentState>>
  /// The life-cycle state as it changes (ActivityKit's `Activity.ActivityStateUpdates`).
  public typealias ActivityStateUpdates = AsyncStream<ActivityState>
  /// The push token as it is assigned or changes (ActivityKit's `Activity.PushTokenUpdates`).
  public typealias PushTokenUpdates = AsyncStream<Data>
  /// Activities of this type as they start (ActivityKit's `Activity.ActivityUpdates`).
  public typealias ActivityUpdates = AsyncStream<Activity<Attributes>>
  /// The push-to-start token as it changes (ActivityKit's `Activity.PushToStartTokenUpdates`).
  public typealias PushToStartTokenUpdates = AsyncStream<Data>

  /// Each new content of the activity.
  ///
  /// An `update(_:)`, an `end(_:dismissalPolicy:)` with content, or a push
  /// (`spaces push --activity`).
  public var contentUpdates: ContentUpdates {
    let id = self.id
    let registry = host.activities
    let last = Latest(content)
    return registry.observers.stream { change in
      switch change {
      case .changed(id: id):
        guard let record = registry.record(id: id), let now = Self.content(of: record),
          last.replace(with: now)
        else { return (nil, false) }
        return (now, false)
      case .dismissed(id: id): return (nil, true)
      default: return (nil, false)
      }
    }
  }

  /// Each new life-cycle state of the activity.
  ///
  /// `.stale` when the stale date passes, `.active` again with new content, `.ended`, then
  /// `.dismissed` when the system takes it off the screen.
  public var activityStateUpdates: ActivityStateUpdates {
    let id = self.id
    let host = self.host
    let last = Latest(activityState)
    return host.activities.observers.stream { change in
      switch change {
      case .changed(id: id):
        guard let record = host.activities.record(id: id) else { return (nil, false) }
        let state = Self.state(of: record, now: host.now())
        return (last.replace(with: state) ? state : nil, false)
      case .dismissed(id: id):
        return (last.replace(with: .dismissed) ? .dismissed : nil, true)
      default: return (nil, false)
      }
    }
  }

  /// The token a server sends this activity's updates to.
  ///
  /// `nil` unless it was requested with `pushType: .token`. `spaces push --activity <token or
  /// identifier>` delivers to it.
  public var pushToken: Data? { host.activities.record(id: id)?.pushToken }

  /// The push token, at once if it is assigned, then whenever it changes.
  public var pushTokenUpdates: PushTokenUpdates {
    let id = self.id
    let registry = host.activities
    let (stream, continuation) = AsyncStream<Data>.makeStream()
    if let token = pushToken { continuation.yield(token) }
    let number = registry.observers.add { change in
      switch change {
      case .pushToken(id: id):
        if let token = registry.record(id: id)?.pushToken { continuation.yield(token) }
      case .dismissed(id: id): continuation.finish()
      default: break
      }
    }
    continuation.onTermination = { _ in registry.observers.remove(number) }
    return stream
  }

  /// Activities of this type as they start, whether the app or a push started them.
  public static var activityUpdates: ActivityUpdates {
    let host = SystemHost.current
    let type = _typeName(Attributes.self, qualified: false)
    return host.activities.observers.stream { change in
      guard case .started(let id) = change, let record = host.activities.record(id: id),
        record.attributesType == type, let attributes = record.attributes as? Attributes,
        let content = Self.content(of: record)
      else { return (nil, false) }
      return (Activity(id: id, attributes: attributes, content: content, host: host), false)
    }
  }

  /// The token a server starts activities of this type with (push-to-start, iOS 17.2).
  public static var pushToStartToken: Data? {
    ActivityTokens.pushToStartToken(forType: _typeName(Attributes.self, qualified: false))
  }

  /// The push-to-start token, at once; it doesn't change in a dashboard session.
  public static var pushToStartTokenUpdates: PushToStartTokenUpdates {
    let (stream, continuation) = AsyncStream<Data>.makeStream()
    if let token = pushToStartToken { continuation.yield(token) }
    return stream
  }

  /// A record's state as app code sees it: `.stale` once an active one's stale date passed.
  static func state(of record: ActivityRecord, now: Date) -> ActivityState {
    if record.activityState == .active, let stale = record.staleDate, stale <= now {
      return .stale
    }
    return record.activityState
  }
}

/// The last value a sequence yielded, so it yields only changes.
final class Latest<Value: Equatable & Sendable>: Sendable {
  private let value: Mutex<Value>

  init(_ value: Value) { self.value = Mutex(value) }

  /// Stores a value; returns whether it differs from the one before.
  func replace(with new: Value) -> Bool {
    value.withLock { old in
      guard old != new else { return false }
      old = new
      return true
    }
  }
}
