extension IntentBox {
  /// The pieces of the intent's parameter summary — literal text and parameters by property
  /// name — with some parameters' values given as texts (empty when it declares no summary).
  package func parameterSummaryPieces(values: [String: String]) -> [ParameterSummaryPiece] {
    Self.pieces(intent, values: values) ?? []
  }

  private static func pieces<I: AppIntent>(_ intent: I, values: [String: String])
    -> [ParameterSummaryPiece]?
  {
    I.parameterSummary._pieces(for: intent, values: values)
  }
}
