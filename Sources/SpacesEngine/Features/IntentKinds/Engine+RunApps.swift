import Foundation
import SpacesKit

extension Engine {
  /// Opens the app of a running intent (`OpenURLIntent`, `requestToContinueInForeground`): the
  /// app of the control, widget, App Shortcut or screen the run came from; with a URL, its
  /// screen shows the URL and `onOpenURL` gets it. A run whose app can't be told is a warning.
  func openRunApp(_ id: RunID, url: URL?) {
    guard let run = state.runs.runs[id] else { return }
    let app = runApp(id)
    if let url {
      openApp(app, with: url)
    } else if let app {
      send(.device(.opened(appName: app)))
    } else {
      send(
        .log(.warning("\(run.title) continues in its app, but a run from \(run.origin) names none"))
      )
    }
  }

  /// The app of a running intent: the app of the control, widget, Live Activity, App
  /// Shortcut or screen the run came from (`nil`: one that can't be told).
  func runApp(_ id: RunID) -> String? {
    guard let run = state.runs.runs[id] else { return nil }
    switch run.origin {
    case .control(let control), .actionButton(let control):
      return state.controls[control]?.appName
    case .app(let name):
      return name
    case .widget(let widget):
      return state.widgets.instances[widget].flatMap { instance in
        apps.widgetKindsByApp.first { $0.value.contains(instance.kind) }?.key
      }
    case .siri:
      return state.siri.bar?.ran?.app ?? state.siri.bar?.spotlightApp
    case .actionButtonShortcut:
      return state.actionButton.shortcut?.app
    case .liveActivity(let id):
      return state.activities[id].flatMap { apps.activityApps[$0.attributesType] }
    }
  }
}
