import SpacesKit

/// Hears the timer control's push tokens and hands them to the app's server, which pushes a
/// reload to them when another device changes the timer (session, "off-device state change").
struct TimerPushHandler: ControlPushHandler {
  func pushTokensDidChange(controls: [ControlInfo]) {
    let tokens = controls.compactMap { $0.pushInfo?.token.hexString }
    TimerManager.shared.server?.register(pushTokens: tokens)
  }
}
