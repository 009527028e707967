// No source file over 500 lines and no function over 80 lines in ringcore/ and app/ (issue 35
// item 4). A function is a top-level or member function body (a lambda counts as part of the
// function that holds it), measured from the line of its opening brace to the line of its closing
// brace, both included. Braces in comments, strings, character literals, raw strings and
// preprocessor lines do not count. Exceptions are listed in tests/core/codesize-allowed.txt:
// "PATH" (a data-table file may be long) or "PATH:FUNCTION", each with a "# reason".
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>

namespace {

constexpr int kMaxFileLines = 500;
constexpr int kMaxFunctionLines = 80;

/// A file or a function over its limit.
struct Finding
{
    QString file;     ///< relative to the root: app/gui/live/livepage.cpp
    int line = 0;     ///< 1-based: the function's opening brace, or 1 for the file
    QString function; ///< Class::name as written (with the class when defined inside it); empty: the file
    int lines = 0;
    QString where() const
    {
        if (function.isEmpty())
            return QStringLiteral("%1:%2: %3 lines in the file (limit %4)").arg(file).arg(line).arg(lines).arg(kMaxFileLines);
        return QStringLiteral("%1:%2: %3 is %4 lines (limit %5)").arg(file).arg(line).arg(function).arg(lines).arg(kMaxFunctionLines);
    }
};

/// One function body found by the scanner.
struct Body
{
    QString name;
    int firstLine = 0;
    int lastLine = 0;
    int lines() const { return lastLine - firstLine + 1; }
};

bool isIdent(QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('_'); }

/// The text with every comment, string, character literal and preprocessor line turned into
/// spaces (newlines kept, so offsets and line numbers stay), leaving only code to count braces in.
class Blanker
{
public:
    explicit Blanker(const QString &text) : m_out(text) {}

    QString run()
    {
        bool lineStart = true;
        while (m_i < m_out.size()) {
            const QChar c = m_out.at(m_i);
            if (lineStart && c == QLatin1Char('#')) {
                blankPreprocessorLine();
                continue;
            }
            if (c == QLatin1Char('\n'))
                lineStart = true;
            else if (!c.isSpace())
                lineStart = false;
            if (c == QLatin1Char('/') && peek(1) == QLatin1Char('/'))
                blankUntil(QStringLiteral("\n"), false);
            else if (c == QLatin1Char('/') && peek(1) == QLatin1Char('*'))
                blankUntil(QStringLiteral("*/"), true);
            else if (c == QLatin1Char('"') && isRawStringStart())
                blankRawString();
            else if (c == QLatin1Char('"'))
                blankQuoted(QLatin1Char('"'));
            else if (c == QLatin1Char('\'') && !isDigitSeparator())
                blankQuoted(QLatin1Char('\''));
            else
                ++m_i;
        }
        return m_out;
    }

private:
    QChar peek(int ahead) const { return m_i + ahead < m_out.size() ? m_out.at(m_i + ahead) : QChar(); }

    void blank(qsizetype from, qsizetype to)
    {
        for (qsizetype k = from; k < to && k < m_out.size(); ++k)
            if (m_out.at(k) != QLatin1Char('\n'))
                m_out[k] = QLatin1Char(' ');
    }

    /// From here to the end of `end` (or of the text); `inclusive`: blank `end` too.
    void blankUntil(const QString &end, bool inclusive)
    {
        qsizetype stop = m_out.indexOf(end, m_i + 2);
        stop = stop < 0 ? m_out.size() : stop + (inclusive ? end.size() : 0);
        blank(m_i, stop);
        m_i = stop;
    }

    void blankPreprocessorLine()
    {
        qsizetype k = m_i;
        while (k < m_out.size()) {
            if (m_out.at(k) == QLatin1Char('\n') && (k == 0 || m_out.at(k - 1) != QLatin1Char('\\')))
                break;
            ++k;
        }
        blank(m_i, k);
        m_i = k;
    }

    /// A quoted literal: to the next unescaped quote (or the end of the line, for broken code).
    void blankQuoted(QChar quote)
    {
        qsizetype k = m_i + 1;
        while (k < m_out.size() && m_out.at(k) != quote && m_out.at(k) != QLatin1Char('\n'))
            k += m_out.at(k) == QLatin1Char('\\') ? 2 : 1;
        blank(m_i, k + 1);
        m_i = k + 1;
    }

    /// R"delim( … )delim", with or without an encoding prefix (u8R, LR, uR, UR).
    bool isRawStringStart() const
    {
        if (m_i == 0 || m_out.at(m_i - 1) != QLatin1Char('R'))
            return false;
        qsizetype start = m_i - 1;
        while (start > 0 && isIdent(m_out.at(start - 1)))
            --start;
        const QString prefix = m_out.mid(start, m_i - 1 - start);
        return prefix.isEmpty() || prefix == QLatin1String("u8") || prefix == QLatin1String("u")
            || prefix == QLatin1String("U") || prefix == QLatin1String("L");
    }

    void blankRawString()
    {
        const qsizetype open = m_out.indexOf(QLatin1Char('('), m_i);
        if (open < 0) {
            blankQuoted(QLatin1Char('"'));
            return;
        }
        const QString close = QLatin1Char(')') + m_out.mid(m_i + 1, open - m_i - 1) + QLatin1Char('"');
        qsizetype stop = m_out.indexOf(close, open);
        stop = stop < 0 ? m_out.size() : stop + close.size();
        blank(m_i, stop);
        m_i = stop;
    }

    /// 1'000'000: a quote inside a number literal.
    bool isDigitSeparator() const
    {
        qsizetype start = m_i;
        while (start > 0 && (isIdent(m_out.at(start - 1)) || m_out.at(start - 1) == QLatin1Char('\'')
                             || m_out.at(start - 1) == QLatin1Char('.')))
            --start;
        return start < m_i && m_out.at(start).isDigit();
    }

    QString m_out;
    qsizetype m_i = 0;
};

/// Finds the function bodies in blanked code: it walks the namespace and class scopes, and at
/// each `{` of such a scope decides from the text since the last `;`, `{` or `}` (the header)
/// whether a function body, a namespace or class, or an initializer opens there.
class BodyFinder
{
public:
    explicit BodyFinder(const QString &code) : m_code(code)
    {
        for (qsizetype k = 0; k < code.size(); ++k)
            if (code.at(k) == QLatin1Char('\n'))
                m_newlines.append(k);
    }

    QList<Body> run()
    {
        QString header;
        for (qsizetype i = 0; i < m_code.size(); ++i) {
            const QChar c = m_code.at(i);
            if (c == QLatin1Char(';')) {
                header.clear();
            } else if (c == QLatin1Char('}')) {
                if (!m_scopes.isEmpty())
                    m_scopes.removeLast();
                header.clear();
            } else if (c == QLatin1Char('{')) {
                i = openBrace(i, header);
            } else {
                header += c.isSpace() ? QLatin1Char(' ') : c;
            }
        }
        return m_bodies;
    }

private:
    int lineOf(qsizetype pos) const
    {
        return int(std::lower_bound(m_newlines.cbegin(), m_newlines.cend(), pos) - m_newlines.cbegin()) + 1;
    }

    /// The offset of the brace that closes the one at `open` (or the last offset).
    qsizetype matching(qsizetype open) const
    {
        int depth = 0;
        for (qsizetype k = open; k < m_code.size(); ++k) {
            if (m_code.at(k) == QLatin1Char('{'))
                ++depth;
            else if (m_code.at(k) == QLatin1Char('}') && --depth == 0)
                return k;
        }
        return m_code.size() - 1;
    }

    /// Handles the `{` at `open`; returns the offset to go on after.
    qsizetype openBrace(qsizetype open, QString &header)
    {
        // Access labels go wherever they are: after a macro with no semicolon (Q_OBJECT,
        // Q_DECLARE_TR_FUNCTIONS(…)) the header still holds them.
        static const QRegularExpression access(
            QStringLiteral(R"(\b((public|protected|private)(\s+(slots|Q_SLOTS))?|signals|Q_SIGNALS)\s*:(?!:))"));
        const QString h = header.simplified().remove(access);
        const QString name = functionName(h);
        if (!name.isNull()) {
            const qsizetype close = matching(open);
            QStringList scope = m_scopes;
            scope.removeAll(QString());
            const QString qualified = scope.isEmpty() || name.contains(QLatin1String("::"))
                                          ? name : scope.join(QLatin1String("::")) + QLatin1String("::") + name;
            m_bodies.append({qualified, lineOf(open), lineOf(close)});
            header.clear();
            return close;
        }
        static const QRegularExpression scopeWord(QStringLiteral(R"(\b(namespace|extern|class|struct|union|enum)\b)"));
        QRegularExpressionMatchIterator words = scopeWord.globalMatch(h);
        QString word;
        qsizetype wordEnd = 0;
        bool isEnum = false;
        while (words.hasNext()) {
            const QRegularExpressionMatch m = words.next();
            word = m.captured(1);
            wordEnd = m.capturedEnd(1);
            isEnum = isEnum || word == QLatin1String("enum");
        }
        if (word.isEmpty() || isEnum || h.mid(wordEnd).contains(QLatin1Char('='))) {
            // An initializer, an enum or a member's braces: part of the declaration going on.
            const qsizetype close = matching(open);
            header += QLatin1String("{}");
            return close;
        }
        m_scopes.append(word == QLatin1String("namespace") || word == QLatin1String("extern") ? QString() : className(h));
        header.clear();
        return open;
    }

    /// The class a `class X : Base` header opens (its last word before the bases).
    static QString className(const QString &h)
    {
        static const QRegularExpression lastWord(QStringLiteral(R"((\w+)(\s+final)?\s*$)"));
        const QString head = h.section(QRegularExpression(QStringLiteral("(?<!:):(?!:)")), 0, 0);
        return lastWord.match(head).captured(1);
    }

    /// The function a header ends with, or a null string when the brace after it opens none:
    /// `A::f(int x) const`, `A::A(int x) : m_x(x), m_y{x}`, `auto f() -> int`.
    static QString functionName(QString h)
    {
        const qsizetype colon = initListColon(h);
        if (colon >= 0) {
            const QString inits = h.mid(colon + 1).trimmed();
            if (!inits.endsWith(QLatin1Char(')')) && !inits.endsWith(QLatin1Char('}')))
                return {}; // a member's braces: m_y{x}
            h.truncate(colon);
        }
        const qsizetype arrow = topLevel(h, QStringLiteral("->"));
        if (arrow >= 0)
            h.truncate(arrow);
        static const QRegularExpression qualifiers(
            QStringLiteral(R"((\s*\b(const|override|final|mutable|volatile|noexcept)\b|\s*&&?)+\s*$)"));
        h.remove(qualifiers);
        h = h.trimmed();
        if (!h.endsWith(QLatin1Char(')')))
            return {};
        const qsizetype paren = matchingOpenParen(h, h.size() - 1);
        if (paren < 0)
            return {};
        static const QRegularExpression name(QStringLiteral(
            R"(((?:\w+\s*(?:<[^()]*>)?\s*::\s*)*(?:operator\s*\(\s*\)|operator\s*[^\s\w(]+|operator\s+\w[\w\s]*|~?\w+))\s*(?:<[^()]*>)?\s*$)"));
        const QRegularExpressionMatch m = name.match(h.left(paren));
        const QString found = m.hasMatch() ? m.captured(1).remove(QLatin1Char(' ')) : QString();
        static const QStringList notFunctions{QStringLiteral("if"), QStringLiteral("for"), QStringLiteral("while"),
                                              QStringLiteral("switch"), QStringLiteral("catch")};
        if (notFunctions.contains(found))
            return {};
        return found.isEmpty() ? QStringLiteral("(lambda)") : found;
    }

    /// The `:` that starts a constructor's initializer list: a single colon at the top level after
    /// a closing parenthesis.
    static qsizetype initListColon(const QString &h)
    {
        int depth = 0;
        bool afterParen = false;
        for (qsizetype k = 0; k < h.size(); ++k) {
            const QChar c = h.at(k);
            if (c == QLatin1Char('(') || c == QLatin1Char('<') || c == QLatin1Char('['))
                ++depth;
            else if (c == QLatin1Char(')') || c == QLatin1Char('>') || c == QLatin1Char(']'))
                afterParen = (--depth == 0 && c == QLatin1Char(')')) || afterParen;
            else if (c == QLatin1Char(':') && depth == 0 && afterParen && (k + 1 >= h.size() || h.at(k + 1) != QLatin1Char(':'))
                     && (k == 0 || h.at(k - 1) != QLatin1Char(':')))
                return k;
        }
        return -1;
    }

    /// `what` outside parentheses, or -1.
    static qsizetype topLevel(const QString &h, const QString &what)
    {
        int depth = 0;
        for (qsizetype k = 0; k < h.size(); ++k) {
            if (h.at(k) == QLatin1Char('('))
                ++depth;
            else if (h.at(k) == QLatin1Char(')'))
                --depth;
            else if (depth == 0 && h.mid(k, what.size()) == what)
                return k;
        }
        return -1;
    }

    static qsizetype matchingOpenParen(const QString &h, qsizetype close)
    {
        int depth = 0;
        for (qsizetype k = close; k >= 0; --k) {
            if (h.at(k) == QLatin1Char(')'))
                ++depth;
            else if (h.at(k) == QLatin1Char('(') && --depth == 0)
                return k;
        }
        return -1;
    }

    const QString m_code;
    QList<qsizetype> m_newlines;
    QStringList m_scopes; ///< the class names of the open scopes (empty for a namespace)
    QList<Body> m_bodies;
};

/// Every function over the limit in one file's text, and the file itself when it is.
QList<Finding> scanText(const QString &file, const QString &text)
{
    QList<Finding> out;
    const int lines = int(text.count(QLatin1Char('\n'))) + (text.isEmpty() || text.endsWith(QLatin1Char('\n')) ? 0 : 1);
    if (lines > kMaxFileLines)
        out.append({file, 1, QString(), lines});
    for (const Body &b : BodyFinder(Blanker(text).run()).run())
        if (b.lines() > kMaxFunctionLines)
            out.append({file, b.firstLine, b.name, b.lines()});
    return out;
}

/// Every .cpp and .h under the root's ringcore/ and app/, scanned.
QList<Finding> scanTree(const QString &rootPath, int *files)
{
    const QDir root(rootPath);
    QList<Finding> out;
    *files = 0;
    for (const QString &top : {QStringLiteral("ringcore"), QStringLiteral("app")}) {
        QDirIterator it(root.filePath(top), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                continue;
            ++*files;
            out += scanText(root.relativeFilePath(path), QString::fromUtf8(f.readAll()));
        }
    }
    std::sort(out.begin(), out.end(), [](const Finding &a, const Finding &b) {
        return std::tie(a.file, a.line) < std::tie(b.file, b.line);
    });
    return out;
}

/// An allowed exception: a long file ("PATH", function empty) or a long function ("PATH:FUNCTION").
struct Allowed
{
    QString file;
    QString function;
    QString text() const { return function.isEmpty() ? file : file + QLatin1Char(':') + function; }
    bool covers(const Finding &f) const { return f.file == file && f.function == function; }
};

QList<Allowed> readAllowed(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read it").arg(path);
        return {};
    }
    QList<Allowed> out;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString entry = lines.at(i).section(QLatin1Char('#'), 0, 0).trimmed();
        if (entry.isEmpty())
            continue;
        if (lines.at(i).section(QLatin1Char('#'), 1).trimmed().isEmpty()) {
            *error = QStringLiteral("%1:%2: \"%3\" needs a reason: PATH[:FUNCTION]  # why").arg(path).arg(i + 1).arg(entry);
            return {};
        }
        if (entry.contains(QLatin1Char(' '))) {
            *error = QStringLiteral("%1:%2: expected PATH or PATH:FUNCTION, got \"%3\"").arg(path).arg(i + 1).arg(entry);
            return {};
        }
        out.append({entry.section(QLatin1Char(':'), 0, 0), entry.section(QLatin1Char(':'), 1)});
    }
    return out;
}

/// The findings no entry allows.
QStringList violations(const QList<Finding> &findings, const QList<Allowed> &allowed)
{
    QStringList out;
    for (const Finding &f : findings)
        if (std::none_of(allowed.cbegin(), allowed.cend(), [&f](const Allowed &a) { return a.covers(f); }))
            out.append(f.where());
    return out;
}

/// Entries that allow nothing any more (the list only shrinks: remove them).
QStringList staleEntries(const QList<Finding> &findings, const QList<Allowed> &allowed)
{
    QStringList out;
    for (const Allowed &a : allowed)
        if (std::none_of(findings.cbegin(), findings.cend(), [&a](const Finding &f) { return a.covers(f); }))
            out.append(a.text());
    return out;
}

/// The checkout this test was built from, or RINGLAB_SOURCE_ROOT (to check another one).
QString sourceRoot()
{
    const QString other = qEnvironmentVariable("RINGLAB_SOURCE_ROOT");
    return QDir(other.isEmpty() ? QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/..") : other).absolutePath();
}
QString allowListPath() { return sourceRoot() + QStringLiteral("/tests/core/codesize-allowed.txt"); }

/// A function `name` whose braces are `lines` lines apart, both included.
QString function(const QString &name, int lines)
{
    QString text = QStringLiteral("int %1(int x)\n{\n").arg(name);
    for (int i = 0; i < lines - 2; ++i)
        text += QStringLiteral("    x += %1;\n").arg(i);
    return text + QStringLiteral("}\n");
}

QStringList names(const QString &text)
{
    QStringList out;
    for (const Body &b : BodyFinder(Blanker(text).run()).run())
        out.append(QStringLiteral("%1@%2-%3").arg(b.name).arg(b.firstLine).arg(b.lastLine));
    return out;
}

} // namespace

class TestCodeSize : public QObject
{
    Q_OBJECT
private slots:
    // 80 lines from brace to brace pass, 81 fail, named with the line of the opening brace.
    void aFunctionOver80LinesFails()
    {
        QCOMPARE(scanText(QStringLiteral("a.cpp"), function(QStringLiteral("f"), 80)).size(), 0);
        const QList<Finding> found = scanText(QStringLiteral("a.cpp"), QStringLiteral("// x\n") + function(QStringLiteral("f"), 81));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().where(), QStringLiteral("a.cpp:3: f is 81 lines (limit 80)"));
    }

    // 500 lines pass, 501 fail (with or without a last newline).
    void aFileOver500LinesFails()
    {
        const QString line = QStringLiteral("int x%1 = 0;\n");
        QString text;
        for (int i = 0; i < 500; ++i)
            text += line.arg(i);
        QVERIFY(scanText(QStringLiteral("b.h"), text).isEmpty());
        const QList<Finding> found = scanText(QStringLiteral("b.h"), text + QStringLiteral("int y = 0;"));
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().where(), QStringLiteral("b.h:1: 501 lines in the file (limit 500)"));
    }

    // Braces in strings, raw strings, characters, comments and preprocessor lines do not count;
    // a digit separator is no character literal.
    void bracesOutsideCodeDoNotCount()
    {
        const QString text = QStringLiteral(
            "#define OPEN {\n"                                   // 1
            "int a()\n{\n"                                       // 2-3
            "    const char *s = \"}{ \\\" }\";\n"               // 4
            "    char c = '}'; char q = '\\'';\n"                // 5
            "    auto r = R\"x( } \" )\" }} )x\"; // }\n"        // 6
            "    /* } {\n } */ int n = 1'000'000;\n"             // 7-8
            "    auto u = u8R\"(})\";\n"                         // 9
            "}\n"                                                // 10
            "int b() { return '{'; }\n");                        // 11
        QCOMPARE(names(text), (QStringList{QStringLiteral("a@3-10"), QStringLiteral("b@11-11")}));
    }

    // Member functions get their class; initializer lists with braces, lambdas inside a body,
    // tables, enums and namespaces open no function of their own.
    void scopesAndInitializers()
    {
        const QString text = QStringLiteral(
            "namespace n {\n"                                                      // 1
            "const QList<int> kTable = {\n  1,\n  2,\n};\n"                        // 2-5
            "enum class E { A, B };\n"                                             // 6
            "class X final : public Base\n{\n"                                     // 7-8
            "    Q_DECLARE_TR_FUNCTIONS(X)\n"                                     // 9
            "public:\n    int f() const { return 1; }\n"                           // 10-11
            "    bool operator==(const X &) const = default;\n"                   // 12
            "private slots:\n    void g()\n    {\n        auto l = [](int y) {\n" // 13-16
            "            return y;\n        };\n    }\n"                           // 17-19
            "    QList<int> m_v{1, 2};\n"                                          // 20
            "};\n"                                                                 // 21
            "X::X(int a) : Base{a}, m_v{a, a}\n{\n}\n"                             // 22-24
            "auto X::h() -> QList<int>\n{\n    if (x) {\n    }\n    return {};\n}\n" // 25-30
            "bool operator<(const X &a, const X &b) { return a.f() < b.f(); }\n"  // 31
            "} // namespace n\n");
        QCOMPARE(names(text), (QStringList{QStringLiteral("X::f@11-11"), QStringLiteral("X::g@15-19"),
                                           QStringLiteral("X::X@23-24"), QStringLiteral("X::h@26-30"),
                                           QStringLiteral("operator<@31-31")}));
    }

    // Entries allow exactly their file or function, need a reason, and go stale when unused.
    void allowListAllowsWhatItNames()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("allowed.txt"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# header\na.cpp:f   # a table\nb.h  # data\ngone.cpp:g # split\n");
        f.close();
        QString error;
        const QList<Allowed> allowed = readAllowed(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(allowed.size(), 3);
        const QList<Finding> findings{{QStringLiteral("a.cpp"), 3, QStringLiteral("f"), 81},
                                      {QStringLiteral("a.cpp"), 90, QStringLiteral("g"), 81},
                                      {QStringLiteral("b.h"), 1, QString(), 501}};
        QCOMPARE(violations(findings, allowed), QStringList{QStringLiteral("a.cpp:90: g is 81 lines (limit 80)")});
        QCOMPARE(staleEntries(findings, allowed), QStringList{QStringLiteral("gone.cpp:g")});

        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("a.cpp:f\n");
        f.close();
        QVERIFY(readAllowed(path, &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("allowed.txt:1: \"a.cpp:f\" needs a reason")), qPrintable(error));
    }

    // The repository: nothing over its limit but the allowed exceptions.
    void theSourceTreeKeepsItsLimits()
    {
        QString error;
        const QList<Allowed> allowed = readAllowed(allowListPath(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        int files = 0;
        const QList<Finding> findings = scanTree(sourceRoot(), &files);
        QVERIFY2(files > 300, qPrintable(QStringLiteral("only %1 files read under %2").arg(files).arg(sourceRoot())));
        const QStringList over = violations(findings, allowed);
        // One line each: QVERIFY2 cuts a long message short.
        for (const QString &line : over)
            qWarning("%s", qPrintable(line));
        QVERIFY2(over.isEmpty(), qPrintable(QStringLiteral("%1 files or functions over the limits (warned above): split them by "
                                                           "responsibility, or list a data table in %2")
                                                .arg(over.size()).arg(allowListPath())));
        const QStringList stale = staleEntries(findings, allowed);
        if (!stale.isEmpty())
            qWarning("%s", qPrintable(QStringLiteral("allowed exceptions that are within the limits now; remove them from %1:\n  %2")
                                          .arg(allowListPath(), stale.join(QStringLiteral("\n  ")))));
    }
};

QTEST_GUILESS_MAIN(TestCodeSize)
#include "tst_codesize.moc"
