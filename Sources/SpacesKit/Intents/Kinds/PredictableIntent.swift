/// An intent the system may suggest from the app's use of it, as App Intents declares it.
///
/// The system learns from the intent's runs: after one finishes, the Siri bar's "Siri
/// Suggestions" offer it again, named by the first of its `predictionConfiguration`'s
/// predictions whose parameters all have values.
public protocol PredictableIntent: AppIntent {
  /// The type of the intent's predictions.
  associatedtype Prediction: IntentPredictionConfiguration

  /// How the system describes the intent when it suggests it.
  @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// The configuration of an intent's predictions, as App Intents declares it.
public protocol IntentPredictionConfiguration: Sendable {
  /// The intent the predictions describe.
  associatedtype Intent: AppIntent
}

/// The predictions a configuration lists, in order: the system uses the first that describes
/// a run.
protocol ListedPredictions {
  var predictions: [any ErasedPrediction] { get }
}

/// One prediction, for any intent.
protocol ErasedPrediction: Sendable {
  /// The run's description, or `nil` when the intent is another type or a parameter the
  /// prediction names has no value.
  func describe(_ intent: any AppIntent) -> DisplayRepresentation?
}

/// One prediction erased to a function of the intent.
struct AnyIntentPrediction<Intent: AppIntent>: ErasedPrediction {
  let describeIntent: @Sendable (Intent) -> DisplayRepresentation?

  init(_ describe: @escaping @Sendable (Intent) -> DisplayRepresentation?) {
    describeIntent = describe
  }

  func describe(_ intent: any AppIntent) -> DisplayRepresentation? {
    (intent as? Intent).flatMap(describeIntent)
  }
}

/// How the system describes a suggested run of an intent, as App Intents' `IntentPrediction`.
///
/// The description is made from some of the intent's parameters.
public struct IntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration,
  ListedPredictions
{
  let prediction: AnyIntentPrediction<Intent>

  var predictions: [any ErasedPrediction] { [prediction] }

  /// A prediction that names no parameter.
  public init(displayRepresentation: @escaping @Sendable () -> DisplayRepresentation)
  where T == () {
    prediction = AnyIntentPrediction { _ in displayRepresentation() }
  }

  /// A prediction described from one parameter (`parameters: (\.$soup)`).
  public init<V0: Sendable>(
    parameters: KeyPath<Intent, IntentParameter<V0>> & Sendable,
    displayRepresentation: @escaping @Sendable (V0) -> DisplayRepresentation
  ) where T == KeyPath<Intent, IntentParameter<V0>> {
    prediction = AnyIntentPrediction { intent in
      let p0 = intent[keyPath: parameters]
      guard p0.hasValue else { return nil }
      return displayRepresentation(p0.wrappedValue)
    }
  }

  /// A prediction described from two parameters.
  public init<V0: Sendable, V1: Sendable>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>> & Sendable,
      KeyPath<Intent, IntentParameter<V1>>
        & Sendable
    ),
    displayRepresentation: @escaping @Sendable (V0, V1) -> DisplayRepresentation
  ) where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>) {
    prediction = AnyIntentPrediction { intent in
      let p0 = intent[keyPath: parameters.0]
      let p1 = intent[keyPath: parameters.1]
      guard p0.hasValue, p1.hasValue else { return nil }
      return displayRepresentation(p0.wrappedValue, p1.wrappedValue)
    }
  }

  /// A prediction described from three parameters.
  public init<V0: Sendable, V1: Sendable, V2: Sendable>(
    parameters: (
      KeyPath<Intent, IntentParameter<V0>> & Sendable,
      KeyPath<Intent, IntentParameter<V1>>
        & Sendable, KeyPath<Intent, IntentParameter<V2>> & Sendable
    ),
    displayRepresentation: @escaping @Sendable (V0, V1, V2) -> DisplayRepresentation
  )
  where
    T == (
      KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>,
      KeyPath<Intent, IntentParameter<V2>>
    )
  {
    prediction = AnyIntentPrediction { intent in
      let p0 = intent[keyPath: parameters.0]
      let p1 = intent[keyPath: parameters.1]
      let p2 = intent[keyPath: parameters.2]
      guard p0.hasValue, p1.hasValue, p2.hasValue else { return nil }
      return displayRepresentation(p0.wrappedValue, p1.wrappedValue, p2.wrappedValue)
    }
  }
}

/// Several predictions, as the builder combines them.
public struct TupleIntentPrediction<Intent: AppIntent>: IntentPredictionConfiguration,
  ListedPredictions
{
  let predictions: [any ErasedPrediction]
}

/// Builds an intent's predictions, as App Intents' `IntentPredictionsBuilder`.
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
  /// A prediction of this intent.
  public static func buildExpression<A0: IntentPredictionConfiguration>(_ expression: A0) -> A0
  where A0.Intent == Intent {
    expression
  }

  /// One prediction.
  public static func buildBlock<A0: IntentPredictionConfiguration>(_ block: A0) -> A0
  where A0.Intent == Intent {
    block
  }

  /// Several predictions, the first that describes a run used.
  public static func buildBlock<each A: IntentPredictionConfiguration>(_ blocks: repeat each A)
    -> TupleIntentPrediction<Intent>
  {
    var predictions: [any ErasedPrediction] = []
    for block in repeat each blocks {
      predictions += (block as? any ListedPredictions)?.predictions ?? []
    }
    return TupleIntentPrediction(predictions: predictions)
  }
}

extension IntentBox {
  /// How a suggested run of this intent reads: the first of its type's predictions whose
  /// parameters have values; `nil` for an intent that isn't a `PredictableIntent`, or when no
  /// prediction describes it.
  package var predictionTitle: String? {
    guard let predictable = intent as? any PredictableIntent else { return nil }
    return Self.predictionTitle(of: predictable)
  }

  private static func predictionTitle<Intent: PredictableIntent>(of intent: Intent) -> String? {
    let listed = (Intent.predictionConfiguration as? any ListedPredictions)?.predictions ?? []
    for prediction in listed {
      if let shown = prediction.describe(intent) { return shown.title.resolvedText }
    }
    return nil
  }
}
