import Foundation
import SpacesKit

/// The device itself: locked or unlocked (`L`), intents that ask to unlock first, and the
/// "opening <App>" banner an `OpenIntent` shows.
package enum DeviceFeature: Feature {
  /// The device's state.
  package struct State: FeatureState {
    /// Whether the device is locked: privacy-sensitive controls hide their state, and intents
    /// whose `authenticationPolicy` needs authentication ask to unlock first.
    package var isLocked = false
    /// The app an `OpenIntent` opened, named in a banner until a date.
    package var opening: TimedText?
    /// The intents held back until the device is unlocked, oldest first (the prompt asks for
    /// the newest).
    package var unlockRequests: [UnlockRequest] = []

    package init() {}
  }

  /// What happens to the device.
  package enum Action: Equatable, Sendable {
    /// Lock or unlock (`L`).
    case toggleLock
    /// An intent needs the device unlocked: hold it back and ask ("Unlock to …").
    case askToUnlock(IntentBox, origin: RunOrigin)
    /// A key at the unlock prompt: Enter unlocks, Escape gives up.
    case unlockKey(KeyEvent)
    /// The user unlocked at the prompt: the held-back intents run.
    case unlock
    /// The user gave up at the prompt (Escape): the held-back intents don't run.
    case cancelUnlock
    /// An `OpenIntent` ran: the banner names the app it opened.
    case opened(appName: String)
  }

  /// The device's deadlines.
  package enum Deadline: Hashable, Sendable {
    /// The "opening <App>" banner disappears.
    case openingExpiry
  }

  /// What the event log says about the device.
  package enum Event: FeatureEvent {
    case locked
    case unlocked
    /// An intent asked to unlock first.
    case unlockRequested(title: String)
    /// The user declined to unlock: the intent didn't run.
    case unlockCancelled(title: String)
    /// An `OpenIntent` opened an app.
    case opening(appName: String)

    package var description: String {
      switch self {
      case .locked: "device locked"
      case .unlocked: "device unlocked"
      case .unlockRequested(let title): "unlock to \(title)? (authentication required)"
      case .unlockCancelled(let title): "cancelled \(title): not unlocked"
      case .opening(let appName): "opening \(appName)"
      }
    }
  }

  /// How long the "opening <App>" banner stays up.
  package static let openingDuration: TimeInterval = 1.5

  /// The toast `L` shows when it locks.
  package static let lockedToast =
    "Locked: private controls hide their state, some intents ask to unlock"
  /// The toast `L` shows when it unlocks.
  package static let unlockedToast = "Unlocked"

  /// The message a run ends with when the user declines to unlock.
  package static let notUnlocked = "cancelled: the device stayed locked"

  /// Whether an intent must wait for the device to be unlocked.
  package static func needsUnlock(_ intent: IntentBox, isLocked: Bool) -> Bool {
    guard isLocked else { return false }
    switch type(of: intent.intent).authenticationPolicy {
    case .alwaysAllowed: return false
    case .requiresAuthentication, .requiresLocalDeviceAuthentication: return true
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .toggleLock:
      state.isLocked.toggle()
      context.log(.device(state.isLocked ? .locked : .unlocked))
      context.toast(state.isLocked ? lockedToast : unlockedToast)
    case .askToUnlock(let intent, let origin):
      state.unlockRequests.append(UnlockRequest(intent: intent, origin: origin))
      context.log(.device(.unlockRequested(title: intent.title)))
      context.send(.navigation(.present(.unlock)))
    case .unlockKey(let key):
      switch key {
      case .enter: context.send(.device(.unlock))
      case .escape: context.send(.device(.cancelUnlock))
      default: break
      }
    case .unlock:
      let requests = state.unlockRequests
      guard !requests.isEmpty else { return }
      state.unlockRequests = []
      context.send(.navigation(.dismiss(.unlock)))
      state.isLocked = false
      context.log(.device(.unlocked))
      for request in requests.reversed() {
        context.send(.runs(.start(request.intent, origin: request.origin)))
      }
    case .cancelUnlock:
      let requests = state.unlockRequests
      guard !requests.isEmpty else { return }
      state.unlockRequests = []
      context.send(.navigation(.dismiss(.unlock)))
      for request in requests.reversed() {
        context.log(.device(.unlockCancelled(title: request.intent.title)))
        for action in request.origin.ended(.failure(notUnlocked)) { context.send(action) }
      }
    case .opened(let appName):
      let until = context.now + openingDuration
      state.opening = TimedText(text: "opening \(appName)", until: until)
      context.log(.device(.opening(appName: appName)))
      context.send(.appScreen(.open(appName)))
      context.schedule(.device(.openingExpiry), at: until)
    }
  }

  /// A deadline came due.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .openingExpiry:
      if let opening = state.opening, context.now >= opening.until { state.opening = nil }
    }
  }
}

extension DashboardAction {
  /// A device action.
  package static func device(_ action: DeviceFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// A device deadline.
  package static func device(_ deadline: DeviceFeature.Deadline) -> Self { Self(deadline) }
}

extension EngineEvent.Kind {
  /// A device event.
  package static func device(_ event: DeviceFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
