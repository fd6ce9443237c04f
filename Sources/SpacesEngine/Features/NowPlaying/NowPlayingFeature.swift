import Foundation
import SpacesKit

/// Now Playing: what an app reports to `MPNowPlayingInfoCenter`, shown as Control Center's tile
/// and the Lock Screen's panel, whose buttons send the app's `MPRemoteCommandCenter` commands
/// (through the engine: the handlers are app code).
package enum NowPlayingFeature: Feature {
  package typealias State = NowPlayingState

  /// What happens to Now Playing.
  package enum Action: Equatable, Sendable {
    /// The app reported what plays and which commands it handles.
    case changed(NowPlayingItem?, commands: Set<NowPlayingCommand>)
    /// Focus a button, or leave the tile (`nil`).
    case focus(NowPlayingButton?)
    /// Press a button.
    case press(NowPlayingButton)
    /// The app's handlers ran for a command (`nil`: it had none).
    case handled(NowPlayingCommand, status: MPRemoteCommandHandlerStatus?)
  }

  /// What the engine does for Now Playing.
  package enum Effect: Equatable, Sendable {
    /// Send a remote command to the app's handlers.
    case send(NowPlayingCommand)
  }

  /// What the event log says about Now Playing.
  package enum Event: FeatureEvent {
    case playing(title: String, isPlaying: Bool)
    case stopped
    case sent(NowPlayingCommand, status: String)

    package var description: String {
      switch self {
      case .playing(let title, let isPlaying):
        "now playing: \(title)" + (isPlaying ? "" : " (paused)")
      case .stopped: "now playing: nothing"
      case .sent(let command, let status): "remote command \(command.rawValue): \(status)"
      }
    }

    /// A title may be the user's (an episode they chose).
    package var redactedDescription: String {
      switch self {
      case .playing(_, let isPlaying): "now playing: [redacted]" + (isPlaying ? "" : " (paused)")
      case .stopped, .sent: description
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .changed(let item, let commands):
      let before = state.item
      state.item = item
      state.commands = commands
      if let item {
        if before?.title != item.title || before?.isPlaying != item.isPlaying {
          context.log(
            .nowPlaying(.playing(title: item.title ?? "untitled", isPlaying: item.isPlaying)))
        }
      } else {
        state.focus = nil
        if before != nil { context.log(.nowPlaying(.stopped)) }
      }
    case .focus(let button):
      state.focus = state.isShown ? button : nil
    case .press(let button):
      guard state.isShown else { return }
      state.focus = button
      guard let command = state.command(for: button) else {
        return context.log(
          .warning("Now Playing: the app handles no remote command for \(button)"))
      }
      context.run(.nowPlaying(.send(command)))
    case .handled(let command, let status):
      let text =
        switch status {
        case .success: "success"
        case .noSuchContent: "no such content"
        case .noActionableNowPlayingItem: "nothing playing to act on"
        case .deviceNotFound: "device not found"
        case .commandFailed: "failed"
        case nil: "no handler"
        }
      context.log(.nowPlaying(.sent(command, status: text)))
    }
  }

  /// A key on Control Center or the Lock Screen while something plays: ↑ from the top of the
  /// space focuses the tile's play/pause button, ← → move along its buttons, ↓ and `Tab` leave
  /// it, `Enter` presses. Returns whether the key was the tile's.
  package static func handle(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    let nowPlaying = state.nowPlaying
    guard nowPlaying.isShown, state.navigation.presentations.isEmpty,
      !state.editMode.isEditing,
      state.space == .controlCenter || state.space == .lockScreen
    else { return false }
    guard let focus = nowPlaying.focus else {
      guard case .moveFocus(.up) = command else { return false }
      if state.space == .controlCenter {
        let layout = state.controls.controlCenterLayout
        guard layout.neighbor(of: state.navigation.controlCenterFocus, toward: .up) == nil
        else { return false }
      }
      context.send(.nowPlaying(.focus(.playPause)))
      return true
    }
    switch command {
    case .moveFocus(.left):
      context.send(.nowPlaying(.focus(NowPlayingButton(rawValue: max(0, focus.rawValue - 1)))))
    case .moveFocus(.right):
      context.send(.nowPlaying(.focus(NowPlayingButton(rawValue: min(2, focus.rawValue + 1)))))
    case .moveFocus(.down), .cycleFocus, .cancel:
      context.send(.nowPlaying(.focus(nil)))
    case .moveFocus(.up):
      break
    case .activate:
      context.send(.nowPlaying(.press(focus)))
    default:
      return false
    }
    return true
  }
}

extension DashboardAction {
  /// A Now Playing action.
  package static func nowPlaying(_ action: NowPlayingFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A Now Playing effect.
  package static func nowPlaying(_ effect: NowPlayingFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A Now Playing event.
  package static func nowPlaying(_ event: NowPlayingFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
