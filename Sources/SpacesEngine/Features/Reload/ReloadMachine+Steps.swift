extension ReloadMachine {
  /// A transition's steps, in order: at most three (a request cancels the scheduled reload,
  /// loads and schedules the timeout), held inline so a transition allocates nothing.
  package struct Steps: Sequence, IteratorProtocol, Equatable, Sendable,
    ExpressibleByArrayLiteral
  {
    private var first: Step?
    private var second: Step?
    private var third: Step?

    package init(arrayLiteral steps: Step...) {
      for step in steps { append(step) }
    }

    /// Adds a step after the others.
    package mutating func append(_ step: Step) {
      if first == nil {
        first = step
      } else if second == nil {
        second = step
      } else {
        precondition(third == nil, "a reload transition has at most three steps")
        third = step
      }
    }

    /// Adds steps after the others.
    package static func += (steps: inout Steps, more: Steps) {
      for step in more { steps.append(step) }
    }

    /// Takes the next step.
    package mutating func next() -> Step? {
      defer { (first, second, third) = (second, third, nil) }
      return first
    }
  }
}
