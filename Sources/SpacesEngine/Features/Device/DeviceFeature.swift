import Foundation
import SpacesKit

/// The device itself: locked or unlocked (`L`), intents that ask to unlock first, and the
/// "opening <App>" banner an `OpenIntent` shows.
public enum DeviceFeature {
  /// The device's state.
  public struct State: Equatable, Sendable {
    /// Whether the device is locked: privacy-sensitive controls hide their state, and intents
    /// whose `authenticationPolicy` needs authentication ask to unlock first.
    public var isLocked = false
    /// The app an `OpenIntent` opened, named in a banner until a date.
    public var opening: TimedText?

    public init() {}
  }

  /// What happens to the device.
  public enum Action: Equatable, Sendable {
    /// Lock or unlock (`L`).
    case toggleLock
    /// The user unlocked at the prompt: the held-back intent runs.
    case unlock(UnlockRequest)
    /// The user gave up at the prompt (Escape): the intent doesn't run.
    case cancelUnlock(UnlockRequest)
    /// An `OpenIntent` ran: the banner names the app it opened.
    case opened(appName: String)
  }

  /// The device's deadlines.
  public enum Deadline: Hashable, Sendable {
    /// The "opening <App>" banner disappears.
    case openingExpiry
  }

  /// What the event log says about the device.
  public enum Event: Equatable, Sendable {
    case locked
    case unlocked
    /// An intent asked to unlock first.
    case unlockRequested(title: String)
    /// The user declined to unlock: the intent didn't run.
    case unlockCancelled(title: String)
    /// An `OpenIntent` opened an app.
    case opening(appName: String)

    var description: String {
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
  public static let openingDuration: TimeInterval = 1.5

  /// The message a run ends with when the user declines to unlock.
  public static let notUnlocked = "cancelled: the device stayed locked"

  /// Whether an intent must wait for the device to be unlocked.
  public static func needsUnlock(_ intent: IntentBox, state: State) -> Bool {
    guard state.isLocked else { return false }
    switch type(of: intent.intent).authenticationPolicy {
    case .alwaysAllowed: return false
    case .requiresAuthentication, .requiresLocalDeviceAuthentication: return true
    }
  }

  /// Holds an intent back and asks to unlock first.
  static func askToUnlock(
    _ intent: IntentBox, origin: RunOrigin, context: inout ReduceContext
  ) {
    let request = UnlockRequest(intent: intent, origin: origin)
    context.log(.device(.unlockRequested(title: intent.title)))
    context.send(.navigation(.present(.unlock(request))))
  }

  /// Applies an action.
  public static func reduce(into state: inout State, action: Action, context: inout ReduceContext) {
    switch action {
    case .toggleLock:
      state.isLocked.toggle()
      context.log(.device(state.isLocked ? .locked : .unlocked))
    case .unlock(let request):
      context.send(.navigation(.dismissUnlock))
      state.isLocked = false
      context.log(.device(.unlocked))
      context.send(.runs(.start(request.intent, origin: request.origin)))
    case .cancelUnlock(let request):
      context.send(.navigation(.dismissUnlock))
      context.log(.device(.unlockCancelled(title: request.intent.title)))
      context.send(.runEnded(request.origin, .failure(notUnlocked)))
    case .opened(let appName):
      let until = context.now + openingDuration
      state.opening = TimedText(text: "opening \(appName)", until: until)
      context.log(.device(.opening(appName: appName)))
      context.send(.appScreen(.open(appName)))
      context.run(.schedule(.device(.openingExpiry), at: until))
    }
  }

  /// A deadline came due.
  public static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .openingExpiry:
      if let opening = state.opening, context.now >= opening.until { state.opening = nil }
    }
  }
}
