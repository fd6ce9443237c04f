import Foundation
import SpacesKit

extension Engine {
  /// Turns the app code's requests into actions: Live Activity changes first, then reloads,
  /// each in the order posted (requests from concurrent app tasks get one fixed order).
  package func drainInbox() {
    let requests = inbox.take()
    let ordered =
      requests.filter { if case .activityChanged = $0 { true } else { false } }
      + requests.filter { if case .activityChanged = $0 { false } else { true } }
    for request in ordered {
      switch request {
      case .reloadControls(let kind):
        send(.controls(.reload(kind: kind, cause: .app)))
      case .activityChanged(let id):
        activityChanged(id)
      case .ask(let run, let ask, let prompt):
        // The run waits for a person now: `settle()` doesn't wait for it.
        tasks.suspend(TaskKey(RunID(run)))
        send(.runs(.asked(RunID(run), ask: ask, prompt)))
      case .wakeScheduled(let id, let date):
        send(.appWakes(.scheduled(id, at: date)))
      case .wakeCancelled(let id):
        send(.appWakes(.cancelled(id)))
      case .reloadTimelines(let kind):
        send(.widgets(.reload(kind: kind, cause: .app)))
      case .invalidateConfigurationRecommendations:
        listConfigurationRecommendations()
      case .log(let entry):
        send(.appLog(.logged(entry)))
      case .openURL(let url, let app):
        openApp(app, with: url)
      case .donations(let request):
        send(.donations(.request(request)))
      case .nowPlayingChanged:
        nowPlayingChanged()
      case .openRunApp(let run, let url):
        openRunApp(RunID(run), url: url)
      case .spotlight(let request):
        send(.spotlight(.request(request)))
      case .progress(let run, let progress):
        send(.runs(.progress(RunID(run), progress)))
      }
    }
  }

  /// Opens an app with a URL (its screen shows it, its `onOpenURL` gets it); `nil`: no app to
  /// open, a warning.
  func openApp(_ app: String?, with url: URL) {
    guard let app else {
      send(.log(.warning("openURL(\(url.absoluteString)) outside an app's screen: no app opened")))
      return
    }
    send(.device(.opened(appName: app)))
    send(.appScreen(.openedURL(app, url)))
  }
}
