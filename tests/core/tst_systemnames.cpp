// Shared code names no particular system (issue 35): every .cpp/.h under ringcore/ and app/ outside
// ringcore/systems/<name>/ is shared, and none of its identifiers may contain a system's name
// (comments, string literals and #include lines aside: user-visible text may name systems). The
// names are the folders of ringcore/systems/ plus the names a system's parts go by (Istio and
// Maglev are Envoy's, nutcracker twemproxy's, ketama pingora's). Files that still name a system
// are listed in tests/core/systemnames-allowed.txt, each with its reason; the list only shrinks.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

/// The source without comments and with every string and character literal emptied; line
/// breaks are kept so that line numbers stay right.
QString codeOnly(const QString &src)
{
    QString out;
    out.reserve(src.size());
    const qsizetype n = src.size();
    static const QRegularExpression rawOpen(QStringLiteral("\\GR\"([^(\\s]{0,16})\\("));
    for (qsizetype i = 0; i < n;) {
        const QChar c = src.at(i);
        if (src.mid(i, 2) == QLatin1String("//")) {
            while (i < n && src.at(i) != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (src.mid(i, 2) == QLatin1String("/*")) {
            const qsizetype end = src.indexOf(QLatin1String("*/"), i + 2);
            const qsizetype stop = end < 0 ? n : end + 2;
            out += QString(src.mid(i, stop - i).count(QLatin1Char('\n')), QLatin1Char('\n'));
            i = stop;
            continue;
        }
        const QRegularExpressionMatch raw = rawOpen.match(src, i);
        if (c == QLatin1Char('R') && raw.hasMatch() && (i == 0 || !src.at(i - 1).isLetterOrNumber())) {
            const QString close = QLatin1Char(')') + raw.captured(1) + QLatin1Char('"');
            const qsizetype end = src.indexOf(close, raw.capturedEnd());
            const qsizetype stop = end < 0 ? n : end + close.size();
            out += QStringLiteral("\"\"") + QString(src.mid(i, stop - i).count(QLatin1Char('\n')), QLatin1Char('\n'));
            i = stop;
            continue;
        }
        // A quote opens a literal, except a digit separator (1'000'000).
        const bool separator = c == QLatin1Char('\'') && i > 0 && src.at(i - 1).isLetterOrNumber();
        if ((c == QLatin1Char('"') || c == QLatin1Char('\'')) && !separator) {
            qsizetype j = i + 1;
            while (j < n && src.at(j) != c && src.at(j) != QLatin1Char('\n'))
                j += src.at(j) == QLatin1Char('\\') ? 2 : 1;
            out += QStringLiteral("\"\"");
            i = j + 1;
            continue;
        }
        out += c;
        ++i;
    }
    return out;
}

struct Finding
{
    int line = 0;
    QString identifier;
};

/// Identifiers of `src` (code only, #include lines aside) that contain one of `names`.
QList<Finding> namesIn(const QString &src, const QStringList &names)
{
    static const QRegularExpression identifier(QStringLiteral("[A-Za-z_][A-Za-z_0-9]*"));
    static const QRegularExpression include(QStringLiteral(R"(^\s*#\s*include\b)"));
    QList<Finding> out;
    const QStringList lines = codeOnly(src).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        if (include.match(lines.at(i)).hasMatch())
            continue;
        for (auto it = identifier.globalMatch(lines.at(i)); it.hasNext();) {
            const QString id = it.next().captured();
            for (const QString &name : names)
                if (id.contains(name, Qt::CaseInsensitive)) {
                    out.append({i + 1, id});
                    break;
                }
        }
    }
    return out;
}

QString sourceRoot()
{
    const QString other = qEnvironmentVariable("RINGLAB_SOURCE_ROOT");
    return QDir(other.isEmpty() ? QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/..") : other).absolutePath();
}

/// The folders of ringcore/systems/ and the other names their parts go by.
QStringList systemNames(const QString &root)
{
    QStringList names = QDir(root + QStringLiteral("/ringcore/systems")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    names << QStringLiteral("istio") << QStringLiteral("maglev") << QStringLiteral("nutcracker") << QStringLiteral("ketama");
    return names;
}

/// "FILE  # reason" lines; a line without a reason is an error.
QMap<QString, QString> readAllowed(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read it").arg(path);
        return {};
    }
    QMap<QString, QString> out;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QString file = line.section(QLatin1Char('#'), 0, 0).trimmed();
        const QString reason = line.section(QLatin1Char('#'), 1).trimmed();
        if (file.isEmpty() || reason.isEmpty()) {
            *error = QStringLiteral("%1:%2: expected \"FILE  # reason\", got \"%3\"").arg(path).arg(i + 1).arg(line);
            return {};
        }
        out.insert(file, reason);
    }
    return out;
}

} // namespace

class TestSystemNames : public QObject
{
    Q_OBJECT

private slots:
    void commentsAndStringsDoNotCount()
    {
        const QStringList names{QStringLiteral("nginx")};
        const QString src = QStringLiteral("// nginx's rule\n"
                                           "/* nginx\n nginx */ int a = 1'000;\n"
                                           "auto s = QStringLiteral(\"nginx\"); char c = 'n';\n"
                                           "auto r = R\"x(nginx \" )\" nginx)x\";\n"
                                           "#include \"ringcore/systems/nginx/nginxring.h\"\n"
                                           "bool useNginxRule = true;\n");
        const QList<Finding> found = namesIn(src, names);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().line, 7);
        QCOMPARE(found.first().identifier, QStringLiteral("useNginxRule"));
    }

    void anIdentifierNamingASystemIsFound()
    {
        const QList<Finding> found = namesIn(QStringLiteral("struct X {\n  bool switchToMaglev = false;\n};\n"),
                                             {QStringLiteral("maglev")});
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().line, 2);
    }

    void sharedCodeNamesNoSystem()
    {
        const QString root = sourceRoot();
        const QStringList names = systemNames(root);
        QVERIFY2(names.size() >= 9, qPrintable(QStringLiteral("ringcore/systems/ has %1 folders").arg(names.size() - 4)));
        const QString allowPath = root + QStringLiteral("/tests/core/systemnames-allowed.txt");
        QString error;
        const QMap<QString, QString> allowed = readAllowed(allowPath, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        QStringList failures;
        QSet<QString> used;
        const QDir dir(root);
        for (const QString &top : {QStringLiteral("ringcore"), QStringLiteral("app")}) {
            QDirIterator it(dir.filePath(top), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString rel = dir.relativeFilePath(it.next());
                if (rel.startsWith(QLatin1String("ringcore/systems/")))
                    continue;
                QFile f(dir.filePath(rel));
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QList<Finding> found = namesIn(QString::fromUtf8(f.readAll()), names);
                if (found.isEmpty())
                    continue;
                if (allowed.contains(rel)) {
                    used.insert(rel);
                    continue;
                }
                for (const Finding &x : found)
                    failures << QStringLiteral("%1:%2: %3").arg(rel).arg(x.line).arg(x.identifier);
            }
        }
        QStringList stale;
        for (auto it = allowed.cbegin(); it != allowed.cend(); ++it)
            if (!used.contains(it.key()))
                stale << it.key();
        if (!stale.isEmpty())
            qWarning("%s", qPrintable(QStringLiteral("no longer name a system; remove them from %1:\n  %2")
                                          .arg(allowPath, stale.join(QStringLiteral("\n  ")))));
        QVERIFY2(failures.isEmpty(),
                 qPrintable(QStringLiteral("shared code names a system (move it into ringcore/systems/<name>/, or ask "
                                           "the Algorithm / system interface):\n  %1")
                                .arg(failures.join(QStringLiteral("\n  ")))));
    }
};

QTEST_GUILESS_MAIN(TestSystemNames)
#include "tst_systemnames.moc"
