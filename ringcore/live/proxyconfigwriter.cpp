#include "ringcore/live/proxyconfigwriter.h"
#include "ringcore/core/filewriter.h"


namespace ringcore {

void ProxyConfigWriter::appendLines(QByteArray *config, const char *indent, std::initializer_list<const char *> lines)
{
    for (const char *line : lines)
        config->append(indent).append(line).append('\n');
}

QByteArray ProxyConfigWriter::serverLines(const ServerList &servers, const char *indent,
                                          const std::function<QByteArray(qsizetype, const Server &)> &line)
{
    QByteArray c;
    for (qsizetype i = 0; i < servers.size(); ++i)
        c.append(indent).append(line(i, servers.at(i))).append('\n');
    return c;
}

bool ProxyConfigWriter::writeFile(const QString &path, const QByteArray &text, QString *error)
{
    return FileWriter::writeFile(path, text, error);
}

} // namespace ringcore
