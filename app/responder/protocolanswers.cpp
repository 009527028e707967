#include "protocolanswers.h"

#include <vector>

namespace responder {

namespace {

std::vector<AnswerProtocol> &protocols()
{
    static std::vector<AnswerProtocol> list;
    return list;
}

} // namespace

bool registerProtocol(const AnswerProtocol &protocol)
{
    if (!protocol.name || findProtocol(protocol.name) || (!protocol.stream == !protocol.datagram))
        return false;
    protocols().push_back(protocol);
    return true;
}

const AnswerProtocol *findProtocol(const std::string &name)
{
    for (const AnswerProtocol &p : protocols())
        if (name == p.name)
            return &p;
    return nullptr;
}

std::string protocolNames(const char *lastSeparator)
{
    std::string names;
    const std::vector<AnswerProtocol> &list = protocols();
    for (size_t i = 0; i < list.size(); ++i) {
        if (i > 0)
            names += i + 1 == list.size() ? lastSeparator : ", ";
        names += list[i].name;
    }
    return names;
}

} // namespace responder
