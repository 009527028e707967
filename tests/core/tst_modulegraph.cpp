// The folders of ringcore/ and app/ form an acyclic graph (issue 35 item 3): a folder is the
// directory that directly holds a source file (ringcore/rings, app/gui/export), and a folder uses
// another when one of its files writes `#include "…"` of a file there. Any cycle between folders
// fails, named with one include line per step. ringcore/ is checked strictly; app/'s known cycles
// are listed, include by include, in tests/core/modulegraph-allowed.txt, so a new one still fails.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <tuple>

namespace {

/// One `#include "…"` that crosses from one folder to another.
struct Include
{
    QString file;   ///< relative to the root: app/gui/export/figuretool.cpp
    int line = 0;   ///< 1-based
    QString text;   ///< as written: gui/spread/spreadjob.h
    QString from;   ///< the including file's folder
    QString to;     ///< the included file's folder
    QString where() const { return QStringLiteral("%1:%2: #include \"%3\"").arg(file).arg(line).arg(text); }
};

/// An allowed include: every include of FILE into FOLDER, written "FILE -> FOLDER".
struct Allowed
{
    QString file;
    QString folder;
    bool operator==(const Allowed &o) const { return file == o.file && folder == o.folder; }
};

const QStringList kTops{QStringLiteral("ringcore"), QStringLiteral("app")};
/// Where the build looks for quoted includes besides the file's own folder (CMakeLists.txt:
/// ringcore's parent, ringlab_gui's app/, ringlab-cli's app/cli).
const QStringList kIncludeDirs{QString(), QStringLiteral("app"), QStringLiteral("app/cli")};

/// The file a quoted include names, relative to the root; empty when it is not one of ours
/// (a generated or system header).
QString resolve(const QDir &root, const QString &fileDir, const QString &text)
{
    QStringList bases{fileDir};
    bases += kIncludeDirs;
    for (const QString &base : bases) {
        const QString rel = QDir::cleanPath(base.isEmpty() ? text : base + QLatin1Char('/') + text);
        if (rel.startsWith(QLatin1String("../")) || !QFileInfo(root.filePath(rel)).isFile())
            continue;
        for (const QString &top : kTops)
            if (rel.startsWith(top + QLatin1Char('/')))
                return rel;
    }
    return {};
}

/// Every include between two different folders under the root's ringcore/ and app/.
QList<Include> readIncludes(const QString &rootPath)
{
    static const QRegularExpression quoted(QStringLiteral(R"re(^\s*#\s*include\s*"([^"]+)")re"));
    const QDir root(rootPath);
    QList<Include> out;
    for (const QString &top : kTops) {
        QDirIterator it(root.filePath(top), {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString rel = root.relativeFilePath(it.next());
            const QString folder = QFileInfo(rel).path();
            QFile f(root.filePath(rel));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
            for (int i = 0; i < lines.size(); ++i) {
                const QRegularExpressionMatch m = quoted.match(lines.at(i));
                if (!m.hasMatch())
                    continue;
                const QString target = resolve(root, folder, m.captured(1));
                const QString to = QFileInfo(target).path();
                if (!target.isEmpty() && to != folder)
                    out.append({rel, i + 1, m.captured(1), folder, to});
            }
        }
    }
    std::sort(out.begin(), out.end(), [](const Include &a, const Include &b) {
        return std::tie(a.file, a.line) < std::tie(b.file, b.line);
    });
    return out;
}

/// The allow-list: "FILE -> FOLDER" lines; '#' starts a comment. A malformed line is an error.
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
        const QString line = lines.at(i).section(QLatin1Char('#'), 0, 0).trimmed();
        if (line.isEmpty())
            continue;
        const QStringList parts = line.split(QStringLiteral(" -> "));
        if (parts.size() != 2 || parts.at(0).trimmed().isEmpty() || parts.at(1).trimmed().isEmpty()) {
            *error = QStringLiteral("%1:%2: expected \"FILE -> FOLDER\", got \"%3\"").arg(path).arg(i + 1).arg(line);
            return {};
        }
        out.append({parts.at(0).trimmed(), parts.at(1).trimmed()});
    }
    return out;
}

using Edges = QMap<QString, QMap<QString, Include>>; // from → to → the first include that makes it

Edges edgesOf(const QList<Include> &includes, const QList<Allowed> &allowed)
{
    Edges edges;
    for (const Include &inc : includes)
        if (!allowed.contains(Allowed{inc.file, inc.to}) && !edges[inc.from].contains(inc.to))
            edges[inc.from].insert(inc.to, inc);
    return edges;
}

/// Tarjan's strongly connected components with two or more folders, each sorted.
class Components
{
public:
    explicit Components(const Edges &edges) : m_edges(edges)
    {
        for (auto it = edges.cbegin(); it != edges.cend(); ++it)
            if (!m_index.contains(it.key()))
                visit(it.key());
    }
    QList<QStringList> found;

private:
    void visit(const QString &v)
    {
        m_index[v] = m_low[v] = m_next++;
        m_stack.append(v);
        m_onStack.insert(v);
        for (const QString &w : m_edges.value(v).keys()) {
            if (!m_index.contains(w)) {
                visit(w);
                m_low[v] = std::min(m_low[v], m_low[w]);
            } else if (m_onStack.contains(w)) {
                m_low[v] = std::min(m_low[v], m_index[w]);
            }
        }
        if (m_low[v] != m_index[v])
            return;
        QStringList component;
        QString w;
        do {
            w = m_stack.takeLast();
            m_onStack.remove(w);
            component.append(w);
        } while (w != v);
        if (component.size() > 1) {
            component.sort();
            found.append(component);
        }
    }

    const Edges &m_edges;
    QMap<QString, int> m_index, m_low;
    QStringList m_stack;
    QSet<QString> m_onStack;
    int m_next = 0;
};

/// A shortest cycle through the component's first folder: its folders in order, back to the first.
QStringList shortestCycle(const Edges &edges, const QStringList &component)
{
    const QString start = component.first();
    QMap<QString, QString> parent;
    QStringList queue{start};
    for (int i = 0; i < queue.size(); ++i) {
        const QString v = queue.at(i);
        for (const QString &w : edges.value(v).keys()) {
            if (!component.contains(w))
                continue;
            if (w == start) {
                QStringList path{start};
                for (QString p = v; p != start; p = parent.value(p))
                    path.insert(1, p);
                path.append(start);
                return path;
            }
            if (!parent.contains(w) && w != start) {
                parent.insert(w, v);
                queue.append(w);
            }
        }
    }
    return {};
}

/// One paragraph per set of folders that use each other: the folders, a cycle through them, and
/// one include line for every step of it (the last one closes the cycle). Empty: acyclic.
QStringList cycleReport(const QList<Include> &includes, const QList<Allowed> &allowed)
{
    const Edges edges = edgesOf(includes, allowed);
    QStringList out;
    for (const QStringList &component : Components(edges).found) {
        const QStringList cycle = shortestCycle(edges, component);
        QString text = QStringLiteral("folders that use each other: %1\n  cycle: %2")
                           .arg(component.join(QStringLiteral(", ")), cycle.join(QStringLiteral(" -> ")));
        for (int i = 0; i + 1 < cycle.size(); ++i)
            text += QStringLiteral("\n    %1%2").arg(edges[cycle.at(i)][cycle.at(i + 1)].where(),
                                                   i + 2 == cycle.size() ? QStringLiteral("   <- closes it") : QString());
        out.append(text);
    }
    return out;
}

/// Allowed includes that no file writes any more (the list only shrinks: remove them).
QStringList staleEntries(const QList<Include> &includes, const QList<Allowed> &allowed)
{
    QStringList out;
    for (const Allowed &a : allowed) {
        const bool used = std::any_of(includes.cbegin(), includes.cend(),
                                      [&a](const Include &inc) { return inc.file == a.file && inc.to == a.folder; });
        if (!used)
            out.append(a.file + QStringLiteral(" -> ") + a.folder);
    }
    return out;
}

/// The checkout this test was built from, or RINGLAB_SOURCE_ROOT (to check another one).
QString sourceRoot()
{
    const QString other = qEnvironmentVariable("RINGLAB_SOURCE_ROOT");
    return QDir(other.isEmpty() ? QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/..") : other).absolutePath();
}
QString allowListPath() { return sourceRoot() + QStringLiteral("/tests/core/modulegraph-allowed.txt"); }

/// Writes `text` to root/rel, creating its folders.
void put(const QString &root, const QString &rel, const QByteArray &text)
{
    QVERIFY(QDir(root).mkpath(QFileInfo(rel).path()));
    QFile f(QDir(root).filePath(rel));
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(text), text.size());
}

} // namespace

class TestModuleGraph : public QObject
{
    Q_OBJECT
private slots:
    // A synthetic tree: rings ↔ sim through one include each way is one cycle, reported with
    // the include that closes it; the same tree without the back include passes.
    void aCycleBetweenFoldersIsFound()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        put(dir.path(), QStringLiteral("ringcore/rings/ring.h"), "#pragma once\n#include \"ringcore/core/base.h\"\n");
        put(dir.path(), QStringLiteral("ringcore/core/base.h"), "#pragma once\n#include <QString>\n");
        put(dir.path(), QStringLiteral("ringcore/sim/sim.h"), "#pragma once\n#include \"ringcore/rings/ring.h\"\n");
        QVERIFY(cycleReport(readIncludes(dir.path()), {}).isEmpty());

        put(dir.path(), QStringLiteral("ringcore/rings/ring.cpp"),
            "#include \"ringcore/rings/ring.h\"\n\n  #  include \"ringcore/sim/sim.h\" // the back edge\n");
        const QStringList report = cycleReport(readIncludes(dir.path()), {});
        QCOMPARE(report.size(), 1);
        QVERIFY2(report.first().contains(QLatin1String("folders that use each other: ringcore/rings, ringcore/sim")),
                 qPrintable(report.first()));
        QVERIFY2(report.first().contains(QLatin1String("ringcore/rings/ring.cpp:3: #include \"ringcore/sim/sim.h\"")),
                 qPrintable(report.first()));
        QVERIFY2(report.first().contains(QLatin1String("ringcore/sim/sim.h:2: #include \"ringcore/rings/ring.h\"")),
                 qPrintable(report.first()));
    }

    // Includes relative to the file and to app/ and app/cli (the build's include folders) count;
    // a long cycle is found whole, and each separate cycle gets its own paragraph.
    void includesResolveAsTheBuildDoes()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        put(dir.path(), QStringLiteral("app/gui/a/a.h"), "#include \"gui/b/b.h\"\n");
        put(dir.path(), QStringLiteral("app/gui/b/b.h"), "#include \"../c/c.h\"\n");
        put(dir.path(), QStringLiteral("app/gui/c/c.h"), "#include \"gui/a/a.h\"\n#include \"missing/x.h\"\n");
        put(dir.path(), QStringLiteral("app/cli/commands/x.cpp"), "#include \"clicommand.h\"\n");
        put(dir.path(), QStringLiteral("app/cli/clicommand.h"), "#include \"commands/y.h\"\n");
        put(dir.path(), QStringLiteral("app/cli/commands/y.h"), "#pragma once\n");
        const QStringList report = cycleReport(readIncludes(dir.path()), {});
        QCOMPARE(report.size(), 2);
        const QString all = report.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("cycle: app/gui/a -> app/gui/b -> app/gui/c -> app/gui/a")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("cycle: app/cli -> app/cli/commands -> app/cli")), qPrintable(all));
    }

    // An allowed include takes its edge out; an include it does not name still closes the cycle
    // (a new include between the same folders fails), and an entry no file writes is stale.
    void allowListNamesIncludesNotFolders()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        put(dir.path(), QStringLiteral("app/gui/page.h"), "#pragma once\n");
        put(dir.path(), QStringLiteral("app/gui/main.cpp"), "#include \"gui/export/fig.h\"\n");
        put(dir.path(), QStringLiteral("app/gui/export/fig.h"), "#pragma once\n");
        put(dir.path(), QStringLiteral("app/gui/export/tool.cpp"), "#include \"gui/page.h\"\n");
        put(dir.path(), QStringLiteral("app/allowed.txt"),
            "# known\napp/gui/export/tool.cpp -> app/gui   # the tool\napp/gone.cpp -> app/gui\n");
        QString error;
        const QList<Allowed> allowed = readAllowed(dir.filePath(QStringLiteral("app/allowed.txt")), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(allowed.size(), 2);
        QVERIFY(cycleReport(readIncludes(dir.path()), allowed).isEmpty());
        QCOMPARE(staleEntries(readIncludes(dir.path()), allowed), QStringList{QStringLiteral("app/gone.cpp -> app/gui")});

        put(dir.path(), QStringLiteral("app/gui/export/batch.cpp"), "#include \"gui/page.h\"\n");
        const QStringList report = cycleReport(readIncludes(dir.path()), allowed);
        QCOMPARE(report.size(), 1);
        QVERIFY2(report.first().contains(QLatin1String("app/gui/export/batch.cpp:1: #include \"gui/page.h\"")),
                 qPrintable(report.first()));

        put(dir.path(), QStringLiteral("app/bad.txt"), "app/gui/export/tool.cpp app/gui\n");
        QVERIFY(readAllowed(dir.filePath(QStringLiteral("app/bad.txt")), &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("bad.txt:1: expected \"FILE -> FOLDER\"")), qPrintable(error));
    }

    // The repository: no cycle between folders but the allowed includes of app/, none in ringcore/.
    void theSourceTreeIsAcyclic()
    {
        QString error;
        const QList<Allowed> allowed = readAllowed(allowListPath(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const Allowed &a : allowed)
            QVERIFY2(!a.file.startsWith(QLatin1String("ringcore/")) && !a.folder.startsWith(QLatin1String("ringcore/")),
                     qPrintable(QStringLiteral("ringcore/ has no allowed cycle: ") + a.file + QStringLiteral(" -> ") + a.folder));
        const QList<Include> includes = readIncludes(sourceRoot());
        QVERIFY2(includes.size() > 500, qPrintable(QStringLiteral("only %1 includes read under %2").arg(includes.size()).arg(sourceRoot())));
        const QStringList report = cycleReport(includes, allowed);
        QVERIFY2(report.isEmpty(), qPrintable(QStringLiteral("\nCycles between folders (break them; see docs/architecture.md):\n")
                                              + report.join(QStringLiteral("\n"))));
        const QStringList stale = staleEntries(includes, allowed);
        if (!stale.isEmpty())
            qWarning("%s", qPrintable(QStringLiteral("allowed includes no file writes any more; remove them from %1:\n  %2")
                                          .arg(allowListPath(), stale.join(QStringLiteral("\n  ")))));
    }
};

QTEST_GUILESS_MAIN(TestModuleGraph)
#include "tst_modulegraph.moc"
