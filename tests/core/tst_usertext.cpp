// What users typed or files held, shown in messages (issue 33 item 15): one helper (UserText) quotes
// and cuts every token, and ringlab-cli's last guard escapes every message, so that a 1 MB token,
// terminal escape codes or a NUL byte never reach the terminal as they are.
#include "ringcore/core/usertext.h"
#include "support/clirunner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using ringcore::UserText;
using ringlab::test::runCli;

namespace {

void put(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

/// A message a terminal shows as it was meant: short, no control byte but newline and tab.
void verifyTame(const QByteArray &text, int maxBytes)
{
    QVERIFY2(text.size() <= maxBytes, qPrintable(QStringLiteral("%1 bytes").arg(text.size())));
    for (char c : text)
        QVERIFY2(uchar(c) >= 0x20 || c == '\n' || c == '\t', qPrintable(QString::fromUtf8(text.left(300).toPercentEncoding())));
    QVERIFY(!text.contains("\xc2\x9b")); // C1 CSI in UTF-8
}

} // namespace

class TestUserText : public QObject
{
    Q_OBJECT
private slots:
    void quotedEscapesAndCuts()
    {
        QCOMPARE(UserText::quoted(QStringLiteral("9042")), QStringLiteral("\"9042\""));
        QCOMPARE(UserText::quoted(QStringLiteral("a\x1b[2Jb")), QStringLiteral("\"a\\x1B[2Jb\""));
        QCOMPARE(UserText::quoted(QStringView(u"a\0b", 3)), QStringLiteral("\"a\\x00b\""));
        QCOMPARE(UserText::quoted(QStringLiteral("x\u202Ey")), QStringLiteral("\"x\\u202Ey\"")); // a bidi override
        QCOMPARE(UserText::quoted(QString(QChar(0x9b))), QStringLiteral("\"\\x9B\""));
        const QString huge(10 * 1024 * 1024, QLatin1Char('A'));
        const QString shown = UserText::quoted(huge);
        QVERIFY2(shown.size() < 120, qPrintable(shown));
        QVERIFY2(shown.endsWith(QStringLiteral("(10,485,760 characters)")), qPrintable(shown));
        QVERIFY(shown.startsWith(QLatin1Char('"') + QString(UserText::kMaxToken, QLatin1Char('A')) + QChar(0x2026)));
        // Bytes: only the head is decoded; the length is in bytes.
        const QByteArray bytes(5 * 1024 * 1024, '\x1b');
        const QString fromBytes = UserText::quoted(QByteArrayView(bytes));
        QVERIFY2(fromBytes.size() < 400 && fromBytes.endsWith(QStringLiteral("(5,242,880 bytes)")), qPrintable(fromBytes));
        // A surrogate pair is never cut in half.
        const QString emoji = QString(UserText::kMaxToken - 1, QLatin1Char('x')) + QStringLiteral("\U0001F600") + QStringLiteral("tail");
        const QString cut = UserText::shown(emoji);
        QVERIFY(cut.endsWith(QChar(0x2026)));
        QVERIFY(!cut.at(cut.size() - 2).isHighSurrogate());
    }

    void forMessageKeepsLinesAndCutsWords()
    {
        const QString message = QStringLiteral("servers: \"") + QString(300000, QLatin1Char('B')) + QStringLiteral("\x1b]0;pwned\x07\"\nnext line\tand tab");
        const QString shown = UserText::forMessage(message);
        QVERIFY2(shown.size() < 400, qPrintable(shown));
        QVERIFY(shown.startsWith(QStringLiteral("servers: \"BBB")));
        QVERIFY(shown.contains(QStringLiteral("(300,")));
        QVERIFY(shown.contains(QStringLiteral("\nnext line\tand tab")));
        for (QChar c : shown)
            QVERIFY(c.unicode() >= 0x20 || c == QLatin1Char('\n') || c == QLatin1Char('\t'));
        // An ordinary message passes unchanged.
        const QString plain = QStringLiteral("--keys: 0 is out of range (allowed: 1-100,000,000)");
        QCOMPARE(UserText::forMessage(plain), plain);
        // Many short words: the whole message is cut.
        QString many;
        for (int i = 0; i < 100000; ++i)
            many += QStringLiteral("word ");
        QVERIFY(UserText::forMessage(many).size() <= UserText::kMaxMessage + 80);
    }

    void cliEchoesNoEscapeCodes()
    {
        // An option value with terminal escape codes, and a server list of a 100,000-character token.
        const auto escaped = runCli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                                     QStringLiteral("--servers"), QStringLiteral("\x1b[2J\x1b]0;pwned\x07" "9001"),
                                     QStringLiteral("--generate"), QStringLiteral("1")},
                                    60000);
        QCOMPARE(escaped.code, 2);
        verifyTame(escaped.err, 2000);
        QVERIFY2(escaped.err.contains("\\x1B[2J"), escaped.err.constData());
        const auto huge = runCli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                                  QStringLiteral("--servers"), QString(100000, QLatin1Char('x')), QStringLiteral("--generate"),
                                  QStringLiteral("1")},
                                 60000);
        QCOMPARE(huge.code, 2);
        verifyTame(huge.err, 2000);
        const auto unknown = runCli({QStringLiteral("\x1b[31mmeasure")}, 60000);
        QCOMPARE(unknown.code, 2);
        verifyTame(unknown.err.left(unknown.err.indexOf('\n') + 1), 300);
    }

    void cliEchoesNoTokenOfAFile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        const QByteArray hostile = QByteArray("/\x1b[2J") + QByteArray(1024 * 1024, 'K') + QByteArray("\0\x1b]0;x\x07", 7);
        QTest::newRow("measure --key-file") << QStringList{QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                                                           QStringLiteral("--key-file"), QStringLiteral("FILE"), QStringLiteral("--out"),
                                                           QStringLiteral("OUT")}
                                            << QStringLiteral("keys.txt") << QByteArray("/ok\n/also ok\n" + hostile + "\n");
        QTest::newRow("advise nginx.conf") << QStringList{QStringLiteral("advise"), QStringLiteral("FILE")}
                                           << QStringLiteral("nginx.conf")
                                           << QByteArray("upstream u {\n    hash $request_uri consistent;\n    server " + hostile
                                                         + ":80 weight=\x1b[5m;\n}\n");
        QTest::newRow("route --keys") << QStringList{QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                                                     QStringLiteral("--servers"), QStringLiteral("3"), QStringLiteral("--keys"),
                                                     QStringLiteral("FILE"), QStringLiteral("--down"), QString::fromLatin1(hostile.left(300))}
                                      << QStringLiteral("keys.txt") << QByteArray("a\nb\n");
    }

    void cliEchoesNoTokenOfAFile()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        put(dir.filePath(file), content);
        args.replaceInStrings(QStringLiteral("FILE"), dir.filePath(file));
        args.replaceInStrings(QStringLiteral("OUT"), dir.filePath(QStringLiteral("out")));
        const auto r = runCli(args, 120000);
        QVERIFY2(r.code == 1 || r.code == 2, qPrintable(QString::number(r.code)));
        verifyTame(r.err, 4000);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestUserText)
#include "tst_usertext.moc"
