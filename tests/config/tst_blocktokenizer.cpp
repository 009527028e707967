// BlockTokenizer: the one tokenizer of the brace-block readers (nginx, Caddyfile, VCL), each
// dialect's rules as parameters: quotes and escapes, punctuation, comments, long strings, line
// numbers, offsets as written, and an unclosed quote reported with its line.
#include "ringcore/config/blocktokenizer.h"

#include <QTest>

using namespace ringcore;

namespace {

// The same rules the readers give (their .cpp files hold them).
const BlockDialect kNginx{QStringLiteral("\"'"), QStringLiteral("\"'"), true, QStringLiteral("{};")};
const BlockDialect kCaddy{QStringLiteral("\"`"), QStringLiteral("\""), false, QString()};
const BlockDialect kVcl{QStringLiteral("\""), QString(), false, QStringLiteral("{}"), true, true, true, true, true};

QStringList texts(const QList<BlockToken> &tokens)
{
    QStringList out;
    for (const BlockToken &t : tokens)
        out.append(t.text);
    return out;
}

} // namespace

class TestBlockTokenizer : public QObject
{
    Q_OBJECT
private slots:
    void nginxWordsQuotesAndPunctuation()
    {
        const QString text = QStringLiteral("upstream u {\n  hash \"$uri \\\"x\\\"\" consistent; # note\n  server a:80 weight=2;\n}\n");
        QList<BlockToken> tokens;
        int unclosed = -1;
        QVERIFY(BlockTokenizer::tokenize(text, kNginx, &tokens, &unclosed));
        QCOMPARE(texts(tokens), (QStringList{QStringLiteral("upstream"), QStringLiteral("u"), QStringLiteral("{"),
                                             QStringLiteral("hash"), QStringLiteral("$uri \"x\""), QStringLiteral("consistent"),
                                             QStringLiteral(";"), QStringLiteral("server"), QStringLiteral("a:80"),
                                             QStringLiteral("weight=2"), QStringLiteral(";"), QStringLiteral("}")}));
        QVERIFY(tokens.at(2).isPunctuation(QLatin1Char('{')));
        QCOMPARE(tokens.at(4).kind, BlockToken::Quoted);
        // Offsets as written: the quotes and the backslashes are in the file's span.
        QCOMPARE(text.mid(tokens.at(4).begin, tokens.at(4).end - tokens.at(4).begin), QStringLiteral("\"$uri \\\"x\\\"\""));
        QCOMPARE(text.mid(tokens.at(4).contentBegin, tokens.at(4).contentEnd - tokens.at(4).contentBegin),
                 QStringLiteral("$uri \\\"x\\\""));
        QCOMPARE(tokens.at(0).line, 1);
        QCOMPARE(tokens.at(3).line, 2);
        QCOMPARE(tokens.at(7).line, 3);
        QCOMPARE(tokens.at(11).line, 4);
        QVERIFY(tokens.at(3).firstOnLine);
        QVERIFY(!tokens.at(4).firstOnLine);
        // `;` ends a word; `#` inside a word is part of it.
        tokens.clear();
        QVERIFY(BlockTokenizer::tokenize(QStringLiteral("a#b;c"), kNginx, &tokens, &unclosed));
        QCOMPARE(texts(tokens), (QStringList{QStringLiteral("a#b"), QStringLiteral(";"), QStringLiteral("c")}));
        QCOMPARE(BlockTokenizer::count(text, kNginx), qint64(12));
    }

    void caddyKeepsEscapesAndBraceWords()
    {
        const QString text = QStringLiteral("example.com {\n\treverse_proxy \"a:80\" `b\\:80` c{x}\n}\n");
        QList<BlockToken> tokens;
        int unclosed = -1;
        QVERIFY(BlockTokenizer::tokenize(text, kCaddy, &tokens, &unclosed));
        QCOMPARE(texts(tokens), (QStringList{QStringLiteral("example.com"), QStringLiteral("{"), QStringLiteral("reverse_proxy"),
                                             QStringLiteral("a:80"), QStringLiteral("b\\:80"), QStringLiteral("c{x}"),
                                             QStringLiteral("}")}));
        QCOMPARE(tokens.at(1).kind, BlockToken::Word); // a brace is a word in a Caddyfile
        QCOMPARE(text.mid(tokens.at(3).contentBegin, tokens.at(3).contentEnd - tokens.at(3).contentBegin), QStringLiteral("a:80"));
        QVERIFY(tokens.at(2).firstOnLine);
        QVERIFY(tokens.at(6).firstOnLine);
        QCOMPARE(tokens.at(6).line, 3);
    }

    void vclCommentsAndLongStrings()
    {
        const QString text = QStringLiteral("backend b1 { .host = \"h\"; } # c {\n// d {\n/* e {\n } */ sub x {\"long {\n\"} }\n"
                                            "a//b {}");
        QList<BlockToken> tokens;
        int unclosed = -1;
        QVERIFY(BlockTokenizer::tokenize(text, kVcl, &tokens, &unclosed));
        int open = 0, close = 0;
        for (const BlockToken &t : tokens) {
            open += t.isPunctuation(QLatin1Char('{'));
            close += t.isPunctuation(QLatin1Char('}'));
        }
        QCOMPARE(open, 1); // the braces in comments and in the long string are not braces
        QCOMPARE(close, 2);
        const auto sub = std::find_if(tokens.cbegin(), tokens.cend(), [](const BlockToken &t) { return t.text == QLatin1String("sub"); });
        QVERIFY(sub != tokens.cend());
        QCOMPARE(sub->line, 4);
        const auto longString = std::find_if(tokens.cbegin(), tokens.cend(), [](const BlockToken &t) {
            return t.kind == BlockToken::Quoted && t.text.startsWith(QLatin1String("long"));
        });
        QVERIFY(longString != tokens.cend());
        QCOMPARE(longString->text, QStringLiteral("long {\n"));
        QCOMPARE(tokens.last().text, QStringLiteral("a")); // `//` ends a word in VCL and comments out "b {}"
        QCOMPARE(tokens.last().line, 6);
        // An unclosed string ends at its line (no error), so the next line's tokens are still read.
        tokens.clear();
        QVERIFY(BlockTokenizer::tokenize(QStringLiteral("x = \"open\n}"), kVcl, &tokens, &unclosed));
        QVERIFY(tokens.last().isPunctuation(QLatin1Char('}')));
        QCOMPARE(tokens.last().line, 2);
    }

    void unclosedQuoteNamesItsLine()
    {
        QList<BlockToken> tokens;
        int unclosed = 0;
        QVERIFY(!BlockTokenizer::tokenize(QStringLiteral("a;\nb \"open\nmore;\n"), kNginx, &tokens, &unclosed));
        QCOMPARE(unclosed, 2);
        QVERIFY(!BlockTokenizer::tokenize(QStringLiteral("a\n\n`x"), kCaddy, &tokens, &unclosed));
        QCOMPARE(unclosed, 3);
        // A backslash at the very end does not close the quote.
        QVERIFY(!BlockTokenizer::tokenize(QStringLiteral("\"x\\"), kNginx, &tokens, &unclosed));
        QCOMPARE(BlockTokenizer::count(QStringLiteral("a b \"open"), kNginx), qint64(3));
    }

    void visitStopsAndStartsWhereAsked()
    {
        const QString text = QStringLiteral("a { b { c } d } e");
        QStringList seen;
        int unclosed = 0;
        QVERIFY(BlockTokenizer::visit(text, kVcl, text.indexOf(QLatin1Char('b')), [&](const BlockToken &t) {
            seen.append(t.kind == BlockToken::Punctuation ? QString(t.mark) : QStringLiteral("w"));
            return !t.isPunctuation(QLatin1Char('}'));
        }, &unclosed));
        QCOMPARE(seen, (QStringList{QStringLiteral("w"), QStringLiteral("{"), QStringLiteral("w"), QStringLiteral("}")}));
    }

    void countEqualsTokens_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("nginx") << QStringLiteral("http { upstream u { server 'a b' ; } } # x ; y");
        QTest::newRow("quotes in words") << QStringLiteral("a\"b c\" d {}");
        QTest::newRow("empty") << QString();
        QTest::newRow("comment only") << QStringLiteral("# a { b");
    }
    void countEqualsTokens()
    {
        QFETCH(QString, text);
        QList<BlockToken> tokens;
        int unclosed = 0;
        QVERIFY(BlockTokenizer::tokenize(text, kNginx, &tokens, &unclosed));
        QCOMPARE(BlockTokenizer::count(text, kNginx), qint64(tokens.size()));
    }
};

QTEST_GUILESS_MAIN(TestBlockTokenizer)
#include "tst_blocktokenizer.moc"
