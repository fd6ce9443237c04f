/// An intent the system may suggest from the app's use of it, as App Intents declares it.
///
/// Accepted: the dashboard makes no predictions of its own, so adopting it changes nothing
/// (`predictionConfiguration` is not declared yet).
public protocol PredictableIntent: AppIntent {}
