#pragma once
// The config file of ringlab-testproxy (written by TestProxySystem, read by the proxy):
//   listen 23456
//   algorithm rendezvous
//   protocol http              (optional: http, the default, or testline: testlineprotocol.h)
//   points 40                  (optional: the option "points" of the algorithm, test-fnv-ring's)
//   log /run/dir/testproxy.log
//   server 127.0.0.1:9001 3
//   server 127.0.0.1:9002 1 down

#include "ringcore/core/server.h"

#include "ringcore/rings/algorithm.h"

#include <QFile>
#include <QMap>
#include <QString>

namespace ringlab::test {

struct TestProxyConfig
{
    int listenPort = 0;
    QString algorithm;
    QString protocol = QStringLiteral("http");
    QString logPath;
    ringcore::ServerList servers;
    ringcore::AlgorithmOptions options;
    int algorithmLine = 0;
    QMap<QString, int> optionLines; ///< option → its 1-based line
    QList<int> serverLines;         ///< each server's 1-based line

    bool speaksLines() const { return protocol == QLatin1String("testline"); }
    /// The line an error of the algorithm's build is about: its option's, else the algorithm's.
    int lineOf(const QString &buildError) const
    {
        for (auto it = optionLines.cbegin(); it != optionLines.cend(); ++it)
            if (buildError.contains(it.key()))
                return it.value();
        return algorithmLine;
    }

    /// False + *error naming the line when the file is not a test-proxy config.
    static bool read(const QString &path, TestProxyConfig *config, QString *error)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = QStringLiteral("%1: %2").arg(path, file.errorString());
            return false;
        }
        int line = 0;
        if (readText(QString::fromUtf8(file.readAll()), config, &line, error))
            return true;
        *error = line > 0 ? QStringLiteral("%1:%2: %3").arg(path).arg(line).arg(*error) : QStringLiteral("%1: %2").arg(path, *error);
        return false;
    }

    /// The same from a config's text: false + *error and *errorLine (0: the file as a whole).
    static bool readText(const QString &text, TestProxyConfig *config, int *errorLine, QString *error)
    {
        const QStringList lines = text.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i) {
            const QStringList words = lines.at(i).simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (!words.isEmpty() && !words.front().startsWith(QLatin1Char('#')) && !config->readLine(words, i + 1)) {
                *errorLine = i + 1;
                *error = QStringLiteral("unknown or malformed line");
                return false;
            }
        }
        *errorLine = 0;
        if (config->listenPort < 1 || config->listenPort > 65535 || config->algorithm.isEmpty() || config->servers.isEmpty()) {
            *error = QStringLiteral("needs listen, algorithm and at least one server");
            return false;
        }
        return true;
    }

private:
    bool readLine(const QStringList &words, int lineNumber)
    {
        bool ok = true;
        if (words.front() == QLatin1String("listen") && words.size() == 2) {
            listenPort = words[1].toInt(&ok);
        } else if (words.front() == QLatin1String("algorithm") && words.size() == 2) {
            algorithm = words[1];
            algorithmLine = lineNumber;
        } else if (words.front() == QLatin1String("protocol") && words.size() == 2) {
            protocol = words[1];
            ok = protocol == QLatin1String("http") || speaksLines();
        } else if (words.front() == QLatin1String("points") && words.size() == 2) {
            options.insert(QStringLiteral("points"), words[1]);
            optionLines.insert(QStringLiteral("points"), lineNumber);
        } else if (words.front() == QLatin1String("log") && words.size() == 2) {
            logPath = words[1];
        } else if (words.front() == QLatin1String("server") && (words.size() == 3 || words.size() == 4)) {
            ringcore::Server s;
            s.address = words[1];
            s.weight = words[2].toInt(&ok);
            s.down = words.size() == 4 && words[3] == QLatin1String("down");
            ok = ok && (words.size() == 3 || s.down);
            servers.append(s);
            serverLines.append(lineNumber);
        } else {
            ok = false;
        }
        return ok;
    }
};

} // namespace ringlab::test
