import PushSimCore
internal import SwiftParser
internal import SwiftSyntax

/// Reads a Swift file with the toolchain's own parser (SwiftParser, the front end of swift-format
/// and SwiftLint) into PushSimCore's `CodeFile`. Comments are trivia and never reach the model;
/// `#if false` / `#if 0` clauses are dropped; other `#if` clauses become `.compilation` branches
/// (functions declared under one carry its condition).
public enum SwiftSource {
  public static func read(path: String, text: String) -> CodeFile {
    // Constructs over the budget are cut before the parser sees them (SourceBudget: deep nesting and long member chains
    // recurse in the parser, the model builder and every analysis).
    let excesses = SourceBudget.swift(Array(text.utf8))
    // A large generated file is read piece by piece (SwiftChunks: each piece's tree is freed before the next).
    let bytes = SourceBudget.blanked(Array(text.utf8), excesses)
    var file = CodeFile(path: path, language: .swift)
    file.tooComplex = excesses.map { CodeTooComplex(place: CodePlace(file: path, line: $0.line, column: $0.column), reason: $0.reason) }
    // The type a piece left open (its body is cut between members): the next piece's members are its.
    var openType: Int?
    for piece in SwiftChunks.pieces(bytes) {
      var source = Array(bytes[piece.range])
      var firstLine = piece.firstLine
      if piece.startsInType {
        source = Array("extension \(pieceType) {\n".utf8) + source
        firstLine -= 1
      }
      if piece.endsInType { source += Array("\n}\n".utf8) }
      let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let builder = SwiftModelBuilder(file: path, tree: tree, firstLine: firstLine, source: source)
      let part = builder.build()
      if file.unparsed == nil, tree.hasError { file.unparsed = builder.firstError() }
      var types = part.types
      if piece.startsInType, let open = openType, types.first?.name == pieceType {
        let members = types.removeFirst()
        let owner = file.types[open].name
        file.types[open].functions += members.functions.map { function in
          var function = function
          function.owner = owner
          return function
        }
        file.types[open].properties += members.properties
        file.types[open].attributes += members.attributes
      }
      if piece.endsInType, !piece.startsInType { openType = builder.lastTopLevelType.map { file.types.count + $0 } }
      file.imports += part.imports
      file.types += types
      file.functions += part.functions
      file.references += part.references.filter { $0.name != pieceType }
    }
    return file
  }

  /// The extension a piece cut from a type's body is read in (SwiftChunks).
  static let pieceType = "__PushSimPiece"
}

final class SwiftModelBuilder {
  let file: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  private var imports: [CodeName] = []
  private var types: [CodeType] = []
  private var functions: [CodeFunction] = []
  /// The index in the built types of the last type declared at the top level.
  private(set) var lastTopLevelType: Int?

  /// The line (0-based) of the file that the tree's first line is (SwiftChunks).
  let firstLine: Int

  /// The bytes the tree was parsed from: a node's text is read from them (`trimmedDescription` rebuilds the node, a
  /// tenth of the time of a 1 MB file).
  let source: [UInt8]

  init(file: String, tree: SourceFileSyntax, firstLine: Int = 0, source: [UInt8]) {
    self.file = file
    self.tree = tree
    self.firstLine = firstLine
    self.source = source
    self.converter = SourceLocationConverter(fileName: file, tree: tree)
  }

  /// A node's text as written, without its leading and trailing trivia (what `trimmedDescription` gives).
  func text(_ node: some SyntaxProtocol) -> String {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard start <= end, end <= source.count else { return node.trimmedDescription }
    return String(decoding: source[start..<end], as: UTF8.self)
  }

  func build() -> CodeFile {
    for item in tree.statements { topLevel(item.item, condition: nil) }
    let references = ReferenceCollector(builder: self)
    references.walk(tree)
    return CodeFile(path: file, language: .swift, imports: imports, types: types, functions: functions, references: references.names)
  }

  func place(_ node: some SyntaxProtocol) -> CodePlace {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return CodePlace(file: file, line: location.line + firstLine, column: location.column)
  }

  /// An array or dictionary literal over `SwiftChunks.dataTableBytes`: generated data, whose nodes are not visited (every
  /// visited node is materialised in the tree's arena; a 1 MB table walked whole costs about 50 MB). Its size is read
  /// from the node's raw length, without visiting its children.
  static func isDataTable(_ expr: some SyntaxProtocol) -> Bool {
    guard expr.is(ArrayExprSyntax.self) || expr.is(DictionaryExprSyntax.self) else { return false }
    return expr.totalLength.utf8Length > SwiftChunks.dataTableBytes
  }

  /// The first place the parser could not read: the first unexpected text or missing token, found by descending only
  /// into nodes that hold an error (so a file with one mistake materialises one path of its tree, not all of it).
  func firstError() -> CodePlace? {
    var node = Syntax(tree)
    descend: while true {
      for child in node.children(viewMode: .all) where child.hasError || child.is(UnexpectedNodesSyntax.self) {
        if child.is(UnexpectedNodesSyntax.self) { return place(child) }
        if let token = child.as(TokenSyntax.self) { return place(token) }
        node = child
        continue descend
      }
      return place(node)
    }
  }

  /// `#if false` and `#if 0` never compile.
  static func isDead(_ clause: IfConfigClauseSyntax) -> Bool {
    guard let condition = clause.condition?.trimmedDescription else { return false }
    return condition == "false" || condition == "0"
  }

  // MARK: - Declarations

  private func topLevel(_ item: CodeBlockItemSyntax.Item, condition: String?) {
    guard case .decl(let decl) = item else { return }
    declaration(decl, owner: nil, condition: condition)
  }

  /// A declaration at file or type level; `owner` is the index of the enclosing type in `types`.
  private func declaration(_ decl: DeclSyntax, owner: Int?, condition: String?) {
    if owner == nil,
      decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
        || decl.is(ActorDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
    {
      // A top-level type (appended next): the last one is the one a piece may leave open (SwiftChunks).
      lastTopLevelType = types.count
    }
    if let node = decl.as(ImportDeclSyntax.self) {
      imports.append(CodeName(node.path.map(\.name.text).joined(separator: "."), place(node)))
    } else if let node = decl.as(ClassDeclSyntax.self) {
      typeDecl(node.name.text, "class", node.inheritanceClause, node.attributes, node.memberBlock, node, condition)
    } else if let node = decl.as(StructDeclSyntax.self) {
      typeDecl(node.name.text, "struct", node.inheritanceClause, node.attributes, node.memberBlock, node, condition)
    } else if let node = decl.as(EnumDeclSyntax.self) {
      typeDecl(node.name.text, "enum", node.inheritanceClause, node.attributes, node.memberBlock, node, condition)
    } else if let node = decl.as(ActorDeclSyntax.self) {
      typeDecl(node.name.text, "actor", node.inheritanceClause, node.attributes, node.memberBlock, node, condition)
    } else if let node = decl.as(ExtensionDeclSyntax.self) {
      typeDecl(text(node.extendedType), "extension", node.inheritanceClause, node.attributes, node.memberBlock, node, condition)
    } else if let node = decl.as(FunctionDeclSyntax.self) {
      add(function(node, owner: owner.map { types[$0].name } ?? "", condition: condition), to: owner)
    } else if let node = decl.as(InitializerDeclSyntax.self) {
      add(initializer(node, owner: owner.map { types[$0].name } ?? "", condition: condition), to: owner)
    } else if let node = decl.as(VariableDeclSyntax.self), let owner {
      // Property wrappers such as @UIApplicationDelegateAdaptor(AppDelegate.self) name the app delegate.
      for attribute in node.attributes { types[owner].attributes.append(text(attribute)) }
      for binding in node.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        types[owner].properties.append(
          CodeProperty(
            name: name, type: binding.typeAnnotation.map { text($0.type) }, value: binding.initializer.map { expression($0.value) }))
        // A computed property is a helper a condition may call (`userInfo.pushSource`, issue 32 item 1): its getter.
        if let getter = Self.getter(binding.accessorBlock) {
          var body = statements(getter)
          if body.count == 1, case .expression(let value) = body[0] { body = [.exit(kind: "return", value: value, place: value.place)] }
          let modifiers = node.modifiers.map(\.name.text)
          var function = CodeFunction(
            name: name, access: access(node.modifiers), isStatic: modifiers.contains("static") || modifiers.contains("class"),
            returns: binding.typeAnnotation.map { text($0.type) } ?? "", body: body, place: place(binding.pattern), owner: types[owner].name,
            condition: condition, language: .swift)
          function.isProperty = true
          types[owner].functions.append(function)
        }
      }
    } else if let node = decl.as(IfConfigDeclSyntax.self) {
      for clause in node.clauses where !Self.isDead(clause) {
        let clauseCondition = Self.clauseCondition(clause)
        switch clause.elements {
        case .decls(let members): for member in members { declaration(member.decl, owner: owner, condition: clauseCondition) }
        case .statements(let items): for item in items { topLevel(item.item, condition: clauseCondition) }
        default: break
        }
      }
    }
  }

  /// The statements of a computed property's getter (`var x: T { … }` or `get { … }`); nil for a stored property.
  static func getter(_ block: AccessorBlockSyntax?) -> CodeBlockItemListSyntax? {
    switch block?.accessors {
    case .getter(let items)?: return items
    case .accessors(let list)?: return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
    default: return nil
    }
  }

  static func clauseCondition(_ clause: IfConfigClauseSyntax) -> String {
    clause.condition.map { $0.trimmedDescription } ?? "#else"
  }

  private func add(_ function: CodeFunction, to owner: Int?) {
    if let owner { types[owner].functions.append(function) } else { functions.append(function) }
  }

  private func typeDecl(
    _ name: String, _ kind: String, _ inheritance: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax, _ members: MemberBlockSyntax,
    _ node: some SyntaxProtocol, _ condition: String?
  ) {
    let type = CodeType(
      name: name, kind: kind, inherits: inheritance?.inheritedTypes.map { text($0.type) } ?? [],
      attributes: attributes.map { text($0) }, place: place(node))
    types.append(type)
    let index = types.count - 1
    for member in members.members { declaration(member.decl, owner: index, condition: condition) }
  }

  private func access(_ modifiers: DeclModifierListSyntax) -> String {
    for modifier in modifiers {
      let text = modifier.name.text
      if ["private", "fileprivate", "internal", "public", "open"].contains(text) { return text }
    }
    return "internal"
  }

  private func parameters(_ clause: FunctionParameterClauseSyntax) -> [CodeParameter] {
    clause.parameters.map { parameter in
      let label = parameter.firstName.text
      let name = parameter.secondName?.text ?? label
      return CodeParameter(label: label, name: name, type: text(parameter.type))
    }
  }

  private func function(_ node: FunctionDeclSyntax, owner: String, condition: String?) -> CodeFunction {
    let modifiers = node.modifiers.map(\.name.text)
    var body = node.body.map { statements($0.statements) } ?? []
    // A single-expression body of a function with a result returns that expression (SE-0255).
    if node.signature.returnClause != nil, body.count == 1, case .expression(let value) = body[0] {
      body = [.exit(kind: "return", value: value, place: value.place)]
    }
    return CodeFunction(
      name: node.name.text, parameters: parameters(node.signature.parameterClause),
      isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil, access: access(node.modifiers),
      isOverride: modifiers.contains("override"), isStatic: modifiers.contains("static") || modifiers.contains("class"),
      returns: node.signature.returnClause.map { text($0.type) }, body: body,
      place: place(node.name), owner: owner, condition: condition, language: .swift)
  }

  private func initializer(_ node: InitializerDeclSyntax, owner: String, condition: String?) -> CodeFunction {
    let modifiers = node.modifiers.map(\.name.text)
    return CodeFunction(
      name: "init", parameters: parameters(node.signature.parameterClause), isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
      access: access(node.modifiers), isOverride: modifiers.contains("override"), body: node.body.map { statements($0.statements) } ?? [],
      place: place(node.initKeyword), owner: owner, condition: condition, language: .swift)
  }

  // MARK: - Statements

  func statements(_ items: CodeBlockItemListSyntax) -> [CodeStatement] {
    items.flatMap { statement($0.item) }
  }

  private func statement(_ item: CodeBlockItemSyntax.Item) -> [CodeStatement] {
    switch item {
    case .decl(let decl): return declarationStatement(decl)
    case .stmt(let stmt): return statement(stmt)
    case .expr(let expr): return expressionStatement(expr)
    @unknown default: return []
    }
  }

  private func declarationStatement(_ decl: DeclSyntax) -> [CodeStatement] {
    if let node = decl.as(VariableDeclSyntax.self) {
      return node.bindings.map { binding in
        .binding(
          name: text(binding.pattern), value: binding.initializer.map { expression($0.value) }, place: place(binding.pattern))
      }
    }
    if let node = decl.as(IfConfigDeclSyntax.self) { return [compilation(node)] }
    return []
  }

  private func compilation(_ node: IfConfigDeclSyntax) -> CodeStatement {
    var arms: [[CodeStatement]] = []
    var conditions: [String] = []
    var hasElse = false
    for clause in node.clauses where !Self.isDead(clause) {
      if clause.poundKeyword.tokenKind == .poundElse { hasElse = true }
      conditions.append(Self.clauseCondition(clause))
      if case .statements(let items) = clause.elements { arms.append(statements(items)) } else { arms.append([]) }
    }
    return .branch(
      CodeBranch(
        kind: .compilation, condition: conditions.first ?? "", arms: arms, armConditions: conditions, coversAll: hasElse, place: place(node)))
  }

  private func statement(_ stmt: StmtSyntax) -> [CodeStatement] {
    if let node = stmt.as(ExpressionStmtSyntax.self) { return expressionStatement(node.expression) }
    if let node = stmt.as(GuardStmtSyntax.self) {
      let (expressions, bindings) = conditions(node.conditions)
      return [
        .branch(
          CodeBranch(
            kind: .guardElse, condition: text(node.conditions), conditionExpressions: expressions, bindings: bindings,
            arms: [statements(node.body.statements)], armConditions: ["else"], coversAll: false, place: place(node)))
      ]
    }
    if let node = stmt.as(ReturnStmtSyntax.self) { return [.exit(kind: "return", value: node.expression.map(expression), place: place(node))] }
    if let node = stmt.as(ThrowStmtSyntax.self) { return [.exit(kind: "throw", value: expression(node.expression), place: place(node))] }
    if let node = stmt.as(DeferStmtSyntax.self) { return [.deferred(statements(node.body.statements), place: place(node))] }
    if let node = stmt.as(DoStmtSyntax.self) {
      let arms = [statements(node.body.statements)] + node.catchClauses.map { statements($0.body.statements) }
      return [.branch(CodeBranch(kind: .doCatch, condition: "do", arms: arms, coversAll: true, place: place(node)))]
    }
    if let node = stmt.as(ForStmtSyntax.self) {
      return [
        .branch(
          CodeBranch(
            kind: .loop, condition: text(node.sequence), conditionExpressions: [expression(node.sequence)],
            arms: [statements(node.body.statements)], coversAll: false, place: place(node)))
      ]
    }
    if let node = stmt.as(WhileStmtSyntax.self) {
      let (expressions, bindings) = conditions(node.conditions)
      return [
        .branch(
          CodeBranch(
            kind: .loop, condition: text(node.conditions), conditionExpressions: expressions, bindings: bindings,
            arms: [statements(node.body.statements)], coversAll: false, place: place(node)))
      ]
    }
    if let node = stmt.as(RepeatStmtSyntax.self) { return statements(node.body.statements) }
    return []
  }

  private func conditions(_ list: ConditionElementListSyntax) -> ([CodeExpression], [CodeBinding]) {
    var expressions: [CodeExpression] = []
    var bindings: [CodeBinding] = []
    for element in list {
      switch element.condition {
      case .expression(let expr): expressions.append(expression(expr))
      case .optionalBinding(let binding):
        let name = text(binding.pattern)
        let value = binding.initializer.map { expression($0.value) } ?? .name(name, place(binding.pattern))
        bindings.append(CodeBinding(name: name, value: value))
        expressions.append(value)
      case .matchingPattern(let pattern): expressions.append(expression(pattern.initializer.value))
      default: break
      }
    }
    return (expressions, bindings)
  }

  private func expressionStatement(_ expr: ExprSyntax) -> [CodeStatement] {
    if let node = expr.as(IfExprSyntax.self) { return [ifBranch(node)] }
    if let node = expr.as(SwitchExprSyntax.self) { return [switchBranch(node)] }
    if let node = expr.as(SequenceExprSyntax.self) {
      let elements = Array(node.elements)
      if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
        let value =
          elements.count == 3
          ? expression(elements[2])
          : .other(elements[2...].map { text($0) }.joined(separator: " "), elements[2...].map(expression), place(elements[2]))
        return [.assignment(target: expression(elements[0]), value: value, place: place(node))]
      }
    }
    if let node = expr.as(InfixOperatorExprSyntax.self), node.operator.is(AssignmentExprSyntax.self) {
      return [.assignment(target: expression(node.leftOperand), value: expression(node.rightOperand), place: place(node))]
    }
    let converted = expression(expr)
    if case .call(let callee, _, let place) = converted, case .name(let name, _) = callee,
      ["fatalError", "preconditionFailure", "exit", "abort"].contains(name)
    {
      return [.exit(kind: name, value: nil, place: place)]
    }
    return [.expression(converted)]
  }

  private func ifBranch(_ node: IfExprSyntax) -> CodeStatement {
    let (expressions, bindings) = conditions(node.conditions)
    var arms = [statements(node.body.statements)]
    var armConditions = [text(node.conditions)]
    switch node.elseBody {
    case .codeBlock(let block)?:
      arms.append(statements(block.statements))
      armConditions.append("else")
    case .ifExpr(let nested)?:
      arms.append([ifBranch(nested)])
      armConditions.append("else if")
    case nil: break
    @unknown default: break
    }
    return .branch(
      CodeBranch(
        kind: .ifElse, condition: text(node.conditions), conditionExpressions: expressions, bindings: bindings, arms: arms,
        armConditions: armConditions, coversAll: node.elseBody != nil, place: place(node)))
  }

  private func switchBranch(_ node: SwitchExprSyntax) -> CodeStatement {
    var arms: [[CodeStatement]] = []
    var labels: [String] = []
    for element in node.cases {
      switch element {
      case .switchCase(let item):
        arms.append(statements(item.statements))
        labels.append(text(item.label))
      case .ifConfigDecl(let config):
        for clause in config.clauses where !Self.isDead(clause) {
          if case .switchCases(let cases) = clause.elements {
            for case .switchCase(let item) in cases {
              arms.append(statements(item.statements))
              labels.append(text(item.label))
            }
          }
        }
      @unknown default: break
      }
    }
    // Swift's switch is exhaustive: one case always runs.
    return .branch(
      CodeBranch(
        kind: .switchCases, condition: text(node.subject), conditionExpressions: [expression(node.subject)], arms: arms,
        armConditions: labels, coversAll: true, place: place(node)))
  }

  // MARK: - Expressions

  func expression(_ expr: ExprSyntax) -> CodeExpression {
    if SwiftModelBuilder.isDataTable(expr) { return .literal("[…]", place(expr)) }
    if let node = expr.as(DeclReferenceExprSyntax.self) { return .name(node.baseName.text, place(node)) }
    if let node = expr.as(SuperExprSyntax.self) { return .name("super", place(node)) }
    if let node = expr.as(MemberAccessExprSyntax.self) {
      return .member(node.base.map(expression), node.declName.baseName.text, place(node.declName))
    }
    if let node = expr.as(FunctionCallExprSyntax.self) {
      var arguments = node.arguments.map { CodeArgument(label: $0.label?.text, value: expression($0.expression)) }
      if let trailing = node.trailingClosure { arguments.append(CodeArgument(label: nil, value: .closure(closure(trailing)))) }
      for extra in node.additionalTrailingClosures {
        arguments.append(CodeArgument(label: extra.label.text, value: .closure(closure(extra.closure))))
      }
      return .call(expression(node.calledExpression), arguments, place(node))
    }
    if let node = expr.as(ClosureExprSyntax.self) { return .closure(closure(node)) }
    if let node = expr.as(OptionalChainingExprSyntax.self) { return expression(node.expression) }
    if let node = expr.as(ForceUnwrapExprSyntax.self) { return expression(node.expression) }
    if let node = expr.as(TryExprSyntax.self) { return expression(node.expression) }
    if let node = expr.as(AwaitExprSyntax.self) { return expression(node.expression) }
    if let node = expr.as(InOutExprSyntax.self) { return expression(node.expression) }
    if let node = expr.as(TupleExprSyntax.self), node.elements.count == 1, let only = node.elements.first, only.label == nil {
      return expression(only.expression)
    }
    if let node = expr.as(ArrayExprSyntax.self) { return .collection(node.elements.map { expression($0.expression) }, place(node)) }
    if expr.is(StringLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
      || expr.is(BooleanLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self)
    {
      return .literal(text(expr), place(expr))
    }
    if let node = expr.as(TernaryExprSyntax.self) {
      return .other(
        "ternary", [expression(node.condition), expression(node.thenExpression), expression(node.elseExpression)], place(node))
    }
    if let node = expr.as(IfExprSyntax.self) {
      // `let x = if … { a } else { b }`: the values of the arms.
      return .other("if", subexpressions(Syntax(node)).map(expression), place(node))
    }
    return .other(text(expr), subexpressions(Syntax(expr)).map(expression), place(expr))
  }

  /// The outermost expressions below `node` (not `node` itself).
  private func subexpressions(_ node: Syntax) -> [ExprSyntax] {
    var found: [ExprSyntax] = []
    for child in node.children(viewMode: .sourceAccurate) {
      if let expr = child.as(ExprSyntax.self) { found.append(expr) } else { found += subexpressions(child) }
    }
    return found
  }

  private func closure(_ node: ClosureExprSyntax) -> CodeClosure {
    var names: [String] = []
    switch node.signature?.parameterClause {
    case .simpleInput(let list)?: names = list.map(\.name.text)
    case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: break
    @unknown default: break
    }
    return CodeClosure(parameters: names, body: statements(node.statements), place: place(node))
  }
}

/// Every identifier and type name the code uses, outside dead `#if` clauses.
private final class ReferenceCollector: SyntaxVisitor {
  let builder: SwiftModelBuilder
  var names: [CodeName] = []

  init(builder: SwiftModelBuilder) {
    self.builder = builder
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    SwiftModelBuilder.isDead(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    names.append(CodeName(node.baseName.text, builder.place(node)))
    return .visitChildren
  }

  override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
    SwiftModelBuilder.isDataTable(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind {
    SwiftModelBuilder.isDataTable(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    names.append(CodeName(node.name.text, builder.place(node)))
    return .visitChildren
  }
}
