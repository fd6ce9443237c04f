import Foundation

extension SystemHost {
  /// Asks the system to open the app of the intent the current task runs, with a URL or none
  /// (`OpenURLIntent`, `requestToContinueInForeground`); outside a run nothing opens.
  package func openRunningIntentApp(url: URL?) {
    guard let run = SystemHost.currentRun else { return }
    send(.openRunApp(run: run, url: url))
  }
}
